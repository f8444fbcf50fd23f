/** Which pages html-validate checks (scripts/verify/html.ts createHtmlSampler): all up to the limit, a sample above. */
import { describe, expect, it } from 'vitest';
import { createHtmlSampler } from '../../../scripts/verify/html.ts';

describe('createHtmlSampler', () => {
  it('takes every page up to the limit', () => {
    const take = createHtmlSampler(3, 3);
    expect([0, 1, 2].map((index) => take(index, 'content', 'en'))).toEqual([true, true, true]);
  });

  it('above it: the first page of every template × language, and every k-th page (k = ceil(pages / limit))', () => {
    const take = createHtmlSampler(10, 5);
    const pages: Array<[string, string]> = [
      ['home', 'en'],
      ['content', 'en'],
      ['content', 'en'],
      ['content', 'de'],
      ['content', 'en'],
      ['content', 'en'],
      ['content', 'en'],
      ['news', 'ja'],
      ['content', 'en'],
      ['content', 'en'],
    ];
    const taken = pages.flatMap(([template, lang], index) => (take(index, template, lang) ? [index] : []));
    expect(taken).toEqual([0, 1, 2, 3, 4, 6, 7, 8]);
  });
});
