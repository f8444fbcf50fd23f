/**
 * What the rebuild service runs before it publishes (scripts/verify/release.ts, through
 * `scripts/build.ts --verify`): the gates but axe on the rendered pages, against the whole release.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { failureReason } from '../../../scripts/publisher/builder.ts';
import type { PageSummary } from '../../../scripts/verify/page-facts.ts';
import { QualityGateError, verifyRelease } from '../../../scripts/verify/release.ts';
import { cleanSite, page } from './fixture-site.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const site = (overrides: Record<string, string> = {}): string => {
  const dir = cleanSite(overrides);
  dirs.push(dir);
  return dir;
};

// Each test runs the gates (html-validate on worker threads) over a small site: 5–12 s alone, up to 16 s
// on a busy machine; the timeouts bound a hang.
describe('verifyRelease', () => {
  it('passes a clean release, all pages or the rendered ones', async () => {
    const dir = site();
    expect((await verifyRelease(dir, undefined)).pages).toBe(5);
    expect((await verifyRelease(dir, ['en/index.html'])).pages).toBe(1);
  }, 60_000);

  it('refuses a rendered page with a broken anchor, invalid HTML or an inline handler, naming gates and pages', async () => {
    const body = '<p><a href="/de/#nirgends">x</a> <button type="button" onclick="x()">Go</button></p><p><div>x</div></p>';
    const dir = site({ 'en/test/index.html': page({ title: 'Test', template: 'test', body }) });
    const error = await verifyRelease(dir, ['en/test/index.html', 'en/index.html']).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(QualityGateError);
    const message = (error as Error).message;
    const [first, ...rest] = message.split('\n');
    expect(first).toMatch(
      /^quality gates failed \(links 1, html \d+, inline-script 1\) on 2 checked page\(s\) in .*; first: links: \/en\/test\/ <a href="\/de\/#nirgends">: no element with id "nirgends" on \/de\/$/,
    );
    expect(rest).toContain('  inline-script: /en/test/ <button onclick> (inline event handler)');
    // The publisher's status shows the build's own reason: the first line and the problems after it.
    const reason = failureReason(
      `[pipeline] astro build done\n\n✖ Build failed: ${message}\n  The previous output in /x is unchanged.\n`,
      1,
      null,
    );
    expect(reason.startsWith(first!)).toBe(true);
  }, 60_000);

  it('leaves pages that were not rendered alone (they passed when they were)', async () => {
    const dir = site({ 'en/test/index.html': page({ title: 'Test', template: 'test', body: '<p><a href="/gone/">x</a></p>' }) });
    await expect(verifyRelease(dir, ['en/index.html'])).resolves.toMatchObject({ pages: 1 });
  }, 60_000);

  it('keeps the summaries of the pages linked to between runs (the warm publisher), and sees a change once the caller forgets one', async () => {
    const dir = site({
      'en/test/index.html': page({ title: 'Test', template: 'test', body: '<p><a href="/en/target/#spec">x</a></p>' }),
      'en/target/index.html': page({ title: 'Target', template: 'test', body: '<h2 id="spec">Specification</h2>' }),
    });
    const summaries = new Map<string, PageSummary>();
    await verifyRelease(dir, ['en/test/index.html'], undefined, { summaries });
    expect([...summaries.keys()]).toEqual(expect.arrayContaining(['en/test/index.html', 'en/target/index.html']));
    // The target loses its anchor. While its summary is kept, a run reads nothing of it again…
    writeFileSync(path.join(dir, 'en/target/index.html'), page({ title: 'Target', template: 'test', body: '<h2>Specification</h2>' }));
    await expect(verifyRelease(dir, ['en/test/index.html'], undefined, { summaries })).resolves.toMatchObject({ pages: 1 });
    // …so the warm publisher forgets the summaries of the files it wrote, and the broken anchor is found.
    summaries.delete('en/target/index.html');
    await expect(verifyRelease(dir, ['en/test/index.html'], undefined, { summaries })).rejects.toThrow(/no element with id "spec"/);
  }, 60_000);
});
