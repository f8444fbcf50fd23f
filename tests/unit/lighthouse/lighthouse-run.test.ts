import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { scoresOf } from '../../../scripts/lib/lighthouse-run.ts';

const audit = (id: string, score: number | null, displayValue?: string) => ({ id, title: `${id} title`, score, displayValue });
const ref = (id: string, weight: number) => ({ id, weight });

const lhr = {
  finalDisplayedUrl: 'http://127.0.0.1:4321/en/',
  categories: {
    performance: { score: 0.974, auditRefs: [ref('largest-contentful-paint', 25), ref('metrics', 0)] },
    accessibility: { score: 1, auditRefs: [ref('color-contrast', 7)] },
    'best-practices': { score: 1, auditRefs: [] },
    seo: { score: null, auditRefs: [ref('is-crawlable', 4.043)] },
  },
  audits: {
    'largest-contentful-paint': audit('largest-contentful-paint', 0.93, '2.2 s'),
    metrics: audit('metrics', 0),
    'color-contrast': audit('color-contrast', 1),
    'is-crawlable': audit('is-crawlable', null),
  },
} as unknown as Result;

describe('Lighthouse scores of a page', () => {
  it('rounds the category scores to 0–100 and keeps null for an unscored category', () => {
    expect(scoresOf(lhr).scores).toEqual({ performance: 97, accessibility: 100, 'best-practices': 100, seo: null });
  });

  it('lists only the weighted audits that lost points', () => {
    expect(scoresOf(lhr).findings).toEqual(['largest-contentful-paint: largest-contentful-paint title (2.2 s)']);
  });

  it("carries Lighthouse's runtime error", () => {
    const failed = { ...lhr, runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } } as unknown as Result;
    expect(scoresOf(failed).runtimeError).toBe('NO_FCP: The page did not paint any content.');
  });
});
