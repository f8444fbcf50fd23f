import { describe, expect, it } from 'vitest';
import {
  contentPageAlternates,
  contentPageRoutes,
  ERROR_PAGE_SLUG,
  findErrorPage,
} from '../../../src/routing/content-pages.ts';

const contact = { id: '1', slug: 'kontakt', internationalSlug: 'contact' };
const germanOnly = { id: '2', slug: 'nur-hier', internationalSlug: null };
const errorPage = { id: '3', slug: ERROR_PAGE_SLUG, internationalSlug: ERROR_PAGE_SLUG };
const clash = { id: '4', slug: 'kontakt-2', internationalSlug: 'contact' };
const reserved = { id: '5', slug: '404', internationalSlug: 'a/b' };

describe('contentPageRoutes', () => {
  it('routes German by slug and the others by internationalSlug', () => {
    const routes = contentPageRoutes([contact, germanOnly]).map((r) => `${r.locale}/${r.slug}#${r.page.id}`);
    expect(routes).toEqual(['de/kontakt#1', 'de/nur-hier#2', 'en/contact#1', 'cn/contact#1', 'jp/contact#1', 'tw/contact#1']);
  });

  it('skips the error page, reserved and malformed slugs and duplicates, saying why', () => {
    const skipped: string[] = [];
    const routes = contentPageRoutes([contact, errorPage, clash, reserved], (reason) => skipped.push(reason));
    expect(routes.filter((r) => r.locale === 'en').map((r) => r.page.id)).toEqual(['1']);
    expect(routes.filter((r) => r.locale === 'de').map((r) => r.slug)).toEqual(['kontakt', 'kontakt-2']);
    expect(skipped).toContain('/en/contact: another content page already has this slug');
    expect(skipped).toContain('/de/404: the slug is reserved or not a single URL segment');
    expect(skipped).toContain('/jp/a/b: the slug is reserved or not a single URL segment');
    expect(skipped.some((reason) => reason.includes(ERROR_PAGE_SLUG))).toBe(false);
  });

  it('finds the error page content', () => {
    expect(findErrorPage([contact, errorPage])).toBe(errorPage);
    expect(findErrorPage([contact])).toBeUndefined();
  });

  it('lists the alternates of a page', () => {
    expect(contentPageAlternates(contact)).toEqual({
      de: '/de/kontakt/',
      en: '/en/contact/',
      cn: '/cn/contact/',
      jp: '/jp/contact/',
      tw: '/tw/contact/',
    });
    expect(contentPageAlternates(germanOnly)).toEqual({ de: '/de/nur-hier/' });
  });
});
