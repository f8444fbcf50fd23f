/**
 * A navigation link of the islands: an `<a>` when the target page is built, plain text otherwise
 * (docs/content-blocks.md §8: a link to a page that is not built is plain text), with `lang` when English stands in.
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import type { NavLink } from '../../navigation/types.ts';

interface Props extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'lang'> {
  link: NavLink;
  children?: ReactNode;
}

export function NavAnchor({ link, children, className, ...rest }: Props) {
  const content = children ?? link.text;
  if (link.href === null) {
    return (
      <span className={['nav-text', className].filter(Boolean).join(' ')} lang={link.lang}>
        {content}
      </span>
    );
  }
  return (
    <a {...rest} className={className} href={link.href} lang={link.lang}>
      {content}
    </a>
  );
}
