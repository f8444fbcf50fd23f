import { describe, expect, it } from 'vitest';
import { budgetLines, goalLines, markdownReport, type BenchResults, type SizeResult } from '../../../scripts/bench/report.ts';

function size(pages: number, seconds: number, extra: Partial<SizeResult> = {}): SizeResult {
  return {
    target: pages,
    params: { products: 1, news: 1, pages: 1 },
    setReused: true,
    pages,
    seconds,
    pagesPerS: Math.round(pages / seconds),
    cpuS: seconds * 1.2,
    peakRssMb: 1400,
    buildRssMb: 1300,
    imagesEncoded: 0,
    collections: [],
    uploadRequests: 0,
    templates: [],
    ...extra,
  };
}

function bench(results: SizeResult[], floor?: BenchResults['floor']): BenchResults {
  return {
    measuredAt: 'now',
    node: 'v24',
    cores: 2,
    imageCache: '',
    rssMethod: '',
    results,
    fit: null,
    cpuFit: null,
    ...(floor ? { floor } : {}),
  };
}

describe('bench report: the speed goal against the machine', () => {
  const phases = { renderSeconds: 250, searchIndexSeconds: 58, searchIndexPages: 33000 };
  const floor = { pages: 39917, seconds: 38.7, cpuS: 50, pagesPerS: 1031 };

  it('sets the goal’s time budget against Astro’s floor and the search index of the largest set', () => {
    const lines = budgetLines(bench([size(1000, 20), size(39917, 320, { phases })], floor));
    expect(lines[0]).toContain('66.5 s'); // 39917 / 600
    expect(lines[1]).toContain('38.7 s, 1031 pages/s');
    expect(lines[1]).toContain('58 % of that time');
    expect(lines[2]).toContain('rendering 250.0 s, search index 58.0 s (33000 pages), the rest 12.0 s');
    expect(lines[3]).toContain('96.7 s against 66.5 s — over the goal');
  });

  it('says so plainly when floor and index fit the budget', () => {
    const lines = budgetLines(bench([size(40000, 60, { phases: { ...phases, searchIndexSeconds: 10 } })], { ...floor, seconds: 20 }));
    expect(lines[3]).toBe('- Trivial pages and the search index alone: 30.0 s against 66.7 s.');
  });

  it('leaves the section out without a floor measurement, and the phase lines without phases', () => {
    expect(budgetLines(bench([size(40000, 300, { phases })]))).toEqual([]);
    expect(markdownReport(bench([size(40000, 300, { phases })]), 'c.svg')).not.toContain('against this machine');
    expect(budgetLines(bench([size(40000, 300)], floor))).toHaveLength(2);
    expect(markdownReport(bench([size(40000, 300)], floor), 'c.svg')).toContain('## The speed goal against this machine');
  });

  it('reports the goals as met or not on the largest set', () => {
    expect(goalLines(bench([size(40000, 300)]))[0]).toContain('133 pages/s, NOT met');
    expect(goalLines(bench([size(40000, 60)]))[0]).toContain('667 pages/s, met');
  });
});
