/** The items of an accordion block, whichever way its texts are stored (translated or in one language). */
import type { LocalizedText } from '../i18n/translate.ts';

export interface AccordionItem {
  key: string;
  title: LocalizedText;
  content: LocalizedText | null;
}

/** Items with a title in the page's terms (`resolve`); an item without any title is left out. */
export function accordionItems<TText>(
  items: ReadonlyArray<{ id?: string | null; title?: TText | null; content?: TText | null } | null> | null | undefined,
  resolve: (value: TText | null | undefined) => LocalizedText | null,
): AccordionItem[] {
  return (items ?? []).flatMap((item, position) => {
    const title = resolve(item?.title);
    return item && title ? [{ key: item.id ?? String(position), title, content: resolve(item.content) }] : [];
  });
}
