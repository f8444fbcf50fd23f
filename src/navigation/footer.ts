/**
 * The footer model (docs/navigation.md §8) from the `footer` and `FooterCompanyInfo` content: five columns of
 * blocks (simple text, links category, link with icon, newsletter signup), the company address
 * (sanitised HTML) and the bottom bar (copyright, legal links, the Chinese registration notice, the footer's own
 * bottom links such as a website licence number). Blocks the locale hides (./visibility.ts) are left out here, so the
 * HTML never has them; so are links whose `locales` do not name the page's locale (a social network of one country,
 * a licence number one country asks for).
 */
import type { ProblemReporter } from '../cms/problems.ts';
import { sanitizeInlineHtml } from '../html/sanitize.ts';
import { isLocale, type LocaleCode } from '../i18n/locales.ts';
import type { TranslatedValue } from '../i18n/translate.ts';
import { t, type UiKey } from '../i18n/ui.ts';
import { contentPageTarget, freeLinkHref } from '../routing/paths.ts';
import { contentPageLink, findSitePage, pageTable, targetLink, type PageTable, type SitePage } from '../routing/site-pages.ts';
import { cleanAnchor, withHash } from '../routing/url.ts';
import { siteConfig } from '../site.config.ts';
import { menuText, navText } from './text.ts';
import type { NavLink, NavText } from './types.ts';
import { isFooterBlockHidden, showsRegistrationNotice } from './visibility.ts';

/** The icons the footer can draw (src/components/FooterIcon.astro); other names draw none. */
const footerIcons = ['mail', 'calendar', 'linkedin', 'youtube', 'instagram', 'xing', 'facebook', 'x', 'wechat', 'bilibili'] as const;
export type FooterIcon = (typeof footerIcons)[number];
const isFooterIcon = (value: unknown): value is FooterIcon => footerIcons.includes(value as FooterIcon);

/**
 * The section page a links-category block's headline links to, by the block's backendLabel (the
 * same labels the visibility rules read): the headline is the way to the section's overview, also
 * for a visitor without JavaScript on a phone, whose top bar shows no main menu.
 */
const sectionPages: Readonly<Record<string, { slug: string; internationalSlug: string }>> = {
  productsAndSolutions: { slug: 'produkte-loesungen', internationalSlug: 'products-solutions' },
  company: { slug: 'unternehmen', internationalSlug: 'company' },
  investorRelations: { slug: 'investor-relations', internationalSlug: 'investor-relations' },
  career: { slug: 'karriere', internationalSlug: 'careers' },
  news: { slug: 'news', internationalSlug: 'news' },
};

/** The privacy policy (also linked next to every form's submit button, docs/forms.md §3). */
export const privacyPolicyPage = { slug: 'datenschutzerklaerung', internationalSlug: 'privacy-policy', label: 'footer.privacy' } as const;

/** The fixed legal pages of the bottom bar, and the registration notice shown in cn (docs/navigation.md §8, §9). */
const legalPages: ReadonlyArray<{ slug: string; internationalSlug: string; label: UiKey }> = [
  { slug: 'impressum', internationalSlug: 'imprint', label: 'footer.imprint' },
  privacyPolicyPage,
  { slug: 'nutzungsbedingungen', internationalSlug: 'terms-of-use', label: 'footer.termsOfUse' },
  { slug: 'agb', internationalSlug: 'terms', label: 'footer.terms' },
];
const registrationNotice = {
  slug: 'firmenregistrierung',
  internationalSlug: 'company-registration',
  label: 'footer.registration',
} as const;

interface FooterLinkSource {
  label?: TranslatedValue | null;
  url?: string | null;
  anchor?: string | null;
  /** Locale codes separated by commas or spaces; empty or absent: every locale. */
  locales?: string | null;
  content_page?: { id: string; slug?: string | null; internationalSlug?: string | null; pageCategory?: string | null } | null;
}

/** The footer content (structural: the generated Footer query type fits). */
export interface FooterSource {
  footer?: {
    bottomText?: TranslatedValue | null;
    columns?: ReadonlyArray<{ id: string; order?: number | null; blocks?: ReadonlyArray<FooterBlockSource | null> | null } | null> | null;
    bottomLinks?: ReadonlyArray<FooterLinkSource | null> | null;
  } | null;
  footerCompanyInfo?: { html?: string | null } | null;
}

type FooterBlockSource =
  | { __typename: 'ComponentFooterSimpleText'; id: string; backendLabel?: string | null; text?: TranslatedValue | null }
  | {
      __typename: 'ComponentFooterLinksCategory';
      id: string;
      backendLabel?: string | null;
      headline?: TranslatedValue | null;
      links?: ReadonlyArray<FooterLinkSource | null> | null;
    }
  | {
      __typename: 'ComponentFooterLinkWithIcon';
      id: string;
      backendLabel?: string | null;
      icon?: string | null;
      link?: FooterLinkSource | null;
    }
  | {
      __typename: 'ComponentFooterNewsletterSignup';
      id: string;
      backendLabel?: string | null;
      headline?: TranslatedValue | null;
      text?: TranslatedValue | null;
      buttonLabel?: TranslatedValue | null;
    };

export type FooterBlock =
  | { kind: 'text'; id: string; backendLabel: string | null; text: NavText }
  | { kind: 'links'; id: string; backendLabel: string | null; headline: NavLink | null; links: NavLink[] }
  | { kind: 'linkWithIcon'; id: string; backendLabel: string | null; icon: FooterIcon | null; link: NavLink }
  | { kind: 'newsletter'; id: string; backendLabel: string | null; headline: NavText | null; text: NavText | null; button: NavText };

export interface FooterModel {
  /** The company address block, sanitised; null when the content has none. */
  companyInfoHtml: string | null;
  columns: Array<{ id: string; blocks: FooterBlock[] }>;
  copyright: NavText;
  legal: NavLink[];
  /** The footer's own links of the bottom bar in this locale (in cn: the ICP licence and the public security record). */
  bottomLinks: NavLink[];
}

interface Context {
  locale: LocaleCode;
  pages: PageTable;
  report: ProblemReporter;
}

/**
 * Does a link show in `locale`? Its `locales` lists locale codes separated by commas or spaces (`cn`, `de, en, jp, tw`);
 * empty or absent means every locale. An unknown code is reported and ignored; a list of unknown codes only shows
 * nowhere.
 */
function isShownInLocale(locales: string | null | undefined, locale: LocaleCode, report: ProblemReporter, where: string): boolean {
  const codes = (locales ?? '').split(/[\s,;]+/).filter(Boolean);
  if (codes.length === 0) return true;
  const unknown = codes.filter((code) => !isLocale(code));
  if (unknown.length > 0)
    report(`${where}: unknown locale code(s) ${unknown.map((code) => `"${code}"`).join(', ')} in locales "${locales}"; ignored`);
  return codes.includes(locale);
}

/** A footer link in the page's locale; null when it has no label (reported) or its `locales` leave this locale out. */
function footerLink(ctx: Context, source: FooterLinkSource | null | undefined, where: string): NavLink | null {
  if (source && !isShownInLocale(source.locales, ctx.locale, ctx.report, where)) return null;
  const text = menuText(source?.label, ctx.locale);
  if (!source || !text) {
    ctx.report(`${where}: a link without label; left out`);
    return null;
  }
  const anchor = cleanAnchor(source.anchor);
  let href: string | null = null;
  if (source.content_page) href = contentPageLink(ctx.locale, source.content_page, ctx.pages, anchor);
  else if (source.url) {
    const url = freeLinkHref(ctx.locale, source.url);
    // A path on this site must be a built page (or an uploaded file), like every other link.
    const onSite = url?.startsWith('/') && !url.startsWith('/uploads/');
    href = url && (!onSite || findSitePage(url, ctx.pages)) ? withHash(url, anchor) : null;
  }
  if (href === null)
    ctx.report(
      `${where}: link "${text.text}" has ${source.content_page || source.url ? 'no built or safe target' : 'no target'}; shown as plain text`,
    );
  return { ...text, href };
}

function blockOf(ctx: Context, block: FooterBlockSource): FooterBlock | null {
  const where = `footer block ${block.__typename} ${block.id}${block.backendLabel ? ` (${block.backendLabel})` : ''}`;
  const backendLabel = block.backendLabel ?? null;
  switch (block.__typename) {
    case 'ComponentFooterSimpleText': {
      const text = menuText(block.text, ctx.locale);
      return text && { kind: 'text', id: block.id, backendLabel, text };
    }
    case 'ComponentFooterLinksCategory': {
      const links = (block.links ?? []).flatMap((source) => (source && footerLink(ctx, source, where)) ?? []);
      const headline = menuText(block.headline, ctx.locale);
      const section = backendLabel ? sectionPages[backendLabel] : undefined;
      const href = section ? targetLink(ctx.locale, contentPageTarget(section), ctx.pages) : null;
      if (section && !href)
        ctx.report(`${where}: the section page ${section.slug}/${section.internationalSlug} is not built; headline shown as plain text`);
      return { kind: 'links', id: block.id, backendLabel, headline: headline && { ...headline, href }, links };
    }
    case 'ComponentFooterLinkWithIcon': {
      const link = footerLink(ctx, block.link, where);
      if (!link) return null;
      if (block.icon && !isFooterIcon(block.icon))
        ctx.report(`${where}: unknown icon "${block.icon}" (known: ${footerIcons.join(', ')}); shown without icon`);
      return { kind: 'linkWithIcon', id: block.id, backendLabel, icon: isFooterIcon(block.icon) ? block.icon : null, link };
    }
    case 'ComponentFooterNewsletterSignup': {
      // The signup form itself is in the footer (src/components/SiteFooter.astro): the button's label is all it takes.
      const label = menuText(block.buttonLabel, ctx.locale) ?? navText(t(ctx.locale, 'footer.subscribe'), ctx.locale);
      return {
        kind: 'newsletter',
        id: block.id,
        backendLabel,
        headline: menuText(block.headline, ctx.locale),
        text: menuText(block.text, ctx.locale),
        button: label,
      };
    }
    default: {
      const unknown: { __typename?: string; id?: string } = block;
      ctx.report(`footer block ${unknown.__typename ?? '(no type)'} ${unknown.id ?? ''}: unknown block type; left out`);
      return null;
    }
  }
}

function fixedLink(ctx: Context, page: { slug: string; internationalSlug: string; label: UiKey }): NavLink {
  const href = targetLink(ctx.locale, contentPageTarget(page), ctx.pages);
  if (!href) ctx.report(`footer bottom bar: the page ${page.slug}/${page.internationalSlug} is not built; shown as plain text`);
  return { ...navText(t(ctx.locale, page.label), ctx.locale), href };
}

export function buildFooter(
  locale: LocaleCode,
  source: FooterSource | null | undefined,
  pages: readonly SitePage[],
  report: ProblemReporter,
  year: number = new Date().getFullYear(),
): FooterModel {
  const ctx: Context = { locale, pages: pageTable(pages), report };
  if (!source?.footer) report('the content has no footer data: the footer shows only the bottom bar');
  const html = source?.footerCompanyInfo?.html?.trim();
  const columns = [...(source?.footer?.columns ?? [])]
    .filter((column) => column !== null)
    .sort((a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER))
    .map((column) => ({
      id: column.id,
      blocks: (column.blocks ?? []).flatMap((block) =>
        block && !isFooterBlockHidden(block.backendLabel, locale) ? (blockOf(ctx, block) ?? []) : [],
      ),
    }));
  const legal = [...legalPages, ...(showsRegistrationNotice(locale) ? [registrationNotice] : [])].map((page) => fixedLink(ctx, page));
  const bottomLinks = (source?.footer?.bottomLinks ?? []).flatMap((link) => (link && footerLink(ctx, link, 'footer bottom link')) ?? []);
  return {
    companyInfoHtml: html ? sanitizeInlineHtml(html) : null,
    columns,
    copyright:
      menuText(source?.footer?.bottomText, locale) ?? navText(t(locale, 'footer.copyright', { year, name: siteConfig.name }), locale),
    legal,
    bottomLinks,
  };
}
