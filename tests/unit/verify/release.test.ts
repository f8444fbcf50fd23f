/**
 * What the rebuild service runs before it publishes (scripts/verify/release.ts, through
 * `scripts/build.ts --verify`): the gates but axe on the rendered pages, against the whole release.
 */
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { failureReason } from '../../../scripts/publisher/builder.ts';
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

describe('verifyRelease', () => {
  it('passes a clean release, all pages or the rendered ones', async () => {
    const dir = site();
    expect((await verifyRelease(dir, undefined)).pages).toBe(5);
    expect((await verifyRelease(dir, ['en/index.html'])).pages).toBe(1);
  });

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
  });

  it('leaves pages that were not rendered alone (they passed when they were)', async () => {
    const dir = site({ 'en/test/index.html': page({ title: 'Test', template: 'test', body: '<p><a href="/gone/">x</a></p>' }) });
    await expect(verifyRelease(dir, ['en/index.html'])).resolves.toMatchObject({ pages: 1 });
  });
});
