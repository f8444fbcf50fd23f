/**
 * What each locale shows and hides of the navigation chrome (docs/navigation.md §5, §8, §9),
 * one function per rule.
 *
 * The two fixed meta links some locales remove are Investor Relations and Careers — the same two
 * sections the footer hides for those locales (IR and careers hidden for jp and cn, IR hidden for
 * tw). So the desktop meta menu drops IR and Careers in cn and IR in tw; the mobile menu drops
 * both in tw, jp and cn. They are recognised by their fixed slugs.
 */
import type { LocaleCode } from '../i18n/locales.ts';
import { normalizePath } from '../routing/site-pages.ts';
import { sectionSegments } from '../routing/segments.ts';

/** The two fixed meta links some locales remove (docs/navigation.md §9), by the slug (German) of their page. */
const fixedMetaLinks = {
  investorRelations: 'investor-relations',
  career: 'karriere',
} as const;

type FixedMetaLink = keyof typeof fixedMetaLinks;

const hiddenMetaLinks: Readonly<Record<'desktop' | 'mobile', Partial<Record<LocaleCode, readonly FixedMetaLink[]>>>> = {
  desktop: { cn: ['investorRelations', 'career'], tw: ['investorRelations'] },
  mobile: { tw: ['investorRelations', 'career'], jp: ['investorRelations', 'career'], cn: ['investorRelations', 'career'] },
};

/** Which fixed meta link a meta link is, or null. */
function fixedMetaLinkOf(link: { slug?: string | null | undefined }): FixedMetaLink | null {
  for (const [name, slug] of Object.entries(fixedMetaLinks) as Array<[FixedMetaLink, string]>) {
    if (link.slug === slug) return name;
  }
  return null;
}

/** Is this meta link removed in `locale` on the desktop top bar or in the mobile menu? */
export function isMetaLinkHidden(link: { slug?: string | null | undefined }, locale: LocaleCode, surface: 'desktop' | 'mobile'): boolean {
  const fixed = fixedMetaLinkOf(link);
  return fixed !== null && (hiddenMetaLinks[surface][locale]?.includes(fixed) ?? false);
}

/** The footer blocks a locale hides (docs/navigation.md §8, §9), by their backendLabel. */
type FooterSection = 'investorRelations' | 'career';

const hiddenFooterSections: Partial<Record<LocaleCode, readonly FooterSection[]>> = {
  jp: ['investorRelations', 'career'],
  cn: ['investorRelations', 'career'],
  tw: ['investorRelations'],
};

/** Is a footer block with this backendLabel hidden in `locale`? */
export function isFooterBlockHidden(backendLabel: string | null | undefined, locale: LocaleCode): boolean {
  return (hiddenFooterSections[locale] ?? []).some((section) => section === backendLabel);
}

/** The Chinese company registration notice link in the bottom bar (docs/navigation.md §8). */
export function showsRegistrationNotice(locale: LocaleCode): boolean {
  return locale === 'cn';
}

/** The sub-navigation hides its investor link in tw, jp and cn. */
export function isSubNavigationInvestorLinkHidden(locale: LocaleCode): boolean {
  return locale === 'tw' || locale === 'jp' || locale === 'cn';
}

/** The segments of a site path (`/en/investor-relations/x/` → ['en', 'investor-relations', 'x']). */
function segmentsOf(path: string): string[] {
  return normalizePath(path).split('/').filter(Boolean);
}

/** Is the path inside the investor-relations section (`/{locale}/investor-relations/…`)? */
function isInvestorRelationsPath(path: string): boolean {
  return segmentsOf(path)[1] === sectionSegments.investorRelations.international;
}

/**
 * The language switcher is hidden on `/{locale}/investor-relations/{x}/{y}` (docs/navigation.md §5): on any
 * path with at least two segments below investor-relations (release details, paged lists).
 */
export function isLanguageSwitcherHidden(path: string): boolean {
  return isInvestorRelationsPath(path) && segmentsOf(path).length >= 4;
}

/** The locales the switcher offers on a path (docs/navigation.md §5), before removing the current one. */
export function switcherLocales(path: string, all: readonly LocaleCode[]): readonly LocaleCode[] {
  if (isLanguageSwitcherHidden(path)) return [];
  return isInvestorRelationsPath(path) ? all.filter((code) => code === 'de' || code === 'en') : all;
}
