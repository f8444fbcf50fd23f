import { describe, expect, it } from 'vitest';
import { contentPageAlternates, ERROR_PAGE_SLUG, findErrorPage, isErrorPage } from '../../../src/routing/content-pages.ts';

const contact = { id: '1', slug: 'kontakt', internationalSlug: 'contact' };
const errorPage = { id: '3', slug: ERROR_PAGE_SLUG, internationalSlug: ERROR_PAGE_SLUG };

describe('error page content (§2.11)', () => {
  it('finds the error page content', () => {
    expect(findErrorPage([contact, errorPage])).toBe(errorPage);
    expect(findErrorPage([contact])).toBeUndefined();
    expect(isErrorPage({ slug: null, internationalSlug: ERROR_PAGE_SLUG })).toBe(true);
    expect(isErrorPage(contact)).toBe(false);
  });
});

describe('contentPageAlternates', () => {
  it('lists the path of a page in every locale', () => {
    expect(contentPageAlternates(contact)).toEqual({
      de: '/de/kontakt/',
      en: '/en/contact/',
      cn: '/cn/contact/',
      jp: '/jp/contact/',
      tw: '/tw/contact/',
    });
  });
});
