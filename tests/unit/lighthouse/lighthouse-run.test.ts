import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { collectRuns, medianScores, RETRIES_PER_PAGE, scoresOf } from '../../../scripts/lib/lighthouse-run.ts';

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

/** A run of the same page with the given performance score, First Contentful Paint and Time to Interactive. */
function run(performance: number, fcp: number, tti: number): Result {
  const base = lhr as unknown as { categories: Record<string, object>; audits: Record<string, object> };
  return {
    ...lhr,
    categories: { ...base.categories, performance: { score: performance, auditRefs: [ref('total-blocking-time', 30)] } },
    audits: {
      ...base.audits,
      'total-blocking-time': audit('total-blocking-time', performance, `${Math.round((1 - performance) * 1000)} ms`),
      'first-contentful-paint': { ...audit('first-contentful-paint', 1), numericValue: fcp },
      interactive: { ...audit('interactive', 1), numericValue: tti },
    },
  } as unknown as Result;
}

describe('the median of several runs of a page', () => {
  it("takes the scores and findings of Lighthouse's median run (nearest the median FCP and TTI), with the range of the performance scores", () => {
    const page = medianScores([run(0.87, 1300, 4200), run(1, 1000, 2500), run(0.98, 1100, 2900)]);
    expect(page.scores.performance).toBe(98);
    expect(page.findings).toEqual(['total-blocking-time: total-blocking-time title (20 ms)']);
    expect(page.runs).toEqual({ count: 3, performance: [87, 100] });
  });

  it('one run is reported as it is, without a range', () => {
    const page = medianScores([run(0.97, 1000, 2500)]);
    expect(page.scores.performance).toBe(97);
    expect(page.runs).toBeUndefined();
  });

  it('a run that failed is reported with its error, not hidden by the others', () => {
    const failed = {
      ...run(1, 1000, 2500),
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
    } as unknown as Result;
    expect(medianScores([run(1, 1000, 2500), failed]).runtimeError).toBe('NO_FCP: The page did not paint any content.');
  });

  it('needs at least one run', () => {
    expect(() => medianScores([])).toThrow(/no Lighthouse run/);
  });
});

describe('collecting the runs of a page', () => {
  const failed = (code: string) => ({ ...run(1, 1000, 2500), runtimeError: { code, message: `${code} message` } }) as unknown as Result;
  const sequence = (...results: Result[]) => {
    let next = 0;
    return async () => results[next++]!;
  };

  it('runs again after a passing runtime error and returns only complete runs', async () => {
    const good = [run(1, 1000, 2500), run(0.99, 1100, 2600), run(1, 1050, 2550)];
    const runs = await collectRuns(3, sequence(good[0]!, failed('NO_NAVSTART'), good[1]!, good[2]!));
    expect(runs).toEqual(good);
  });

  it(`reports the error after ${RETRIES_PER_PAGE} retries`, async () => {
    const runs = await collectRuns(
      3,
      sequence(run(1, 1000, 2500), failed('NO_FCP'), failed('NO_FCP'), failed('NO_FCP'), run(1, 1000, 2500)),
    );
    expect(runs).toHaveLength(1);
    expect(medianScores(runs).runtimeError).toBe('NO_FCP: NO_FCP message');
  });
});
