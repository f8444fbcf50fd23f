import { describe, expect, it } from 'vitest';
import { ERROR_PAGE_SLUG, isErrorPage } from '../../../src/routing/content-pages.ts';

const contact = { id: '1', slug: 'kontakt', internationalSlug: 'contact' };
const errorPage = { id: '3', slug: ERROR_PAGE_SLUG, internationalSlug: ERROR_PAGE_SLUG };

describe('error page content (docs/locales-and-urls.md §10)', () => {
  it('recognises the error page content', () => {
    expect(isErrorPage(errorPage)).toBe(true);
    expect(isErrorPage({ slug: null, internationalSlug: ERROR_PAGE_SLUG })).toBe(true);
    expect(isErrorPage({ slug: ' ', internationalSlug: ERROR_PAGE_SLUG })).toBe(true);
    expect(isErrorPage(contact)).toBe(false);
  });
});
