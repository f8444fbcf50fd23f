/**
 * The layout gates (scripts/verify/layout.ts) end to end, in Chromium, on a tiny built site: pages
 * wider than a phone (a box, a long word), Japanese that breaks inside a phrase in a narrow box and the same text
 * that breaks only between its phrases (`<wbr>`, `word-break: keep-all`), and white text over a
 * light picture, without and with a dark scrim. Each is found or passed, named by page, width and text.
 * Chromium is required (npm test ensures it: /usr/bin/chromium or CHROMIUM_PATH).
 */
import { rmSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLayout } from '../../../scripts/verify/layout.ts';
import type { GateResult } from '../../../scripts/verify/report.ts';
import { breakLines } from '../../../src/text/page-lines.ts';
import { writeSite } from './fixture-site.ts';

const JAPANESE = '半導体製造装置のリモートサポートを提供しています。';

/** A page with the fixture's style sheet (the site's Content-Security-Policy allows no inline style). */
const page = (lang: string, body: string): string => `<!DOCTYPE html>
<html lang="${lang}">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page</title>
  <link rel="stylesheet" href="/_astro/fixture.css"></head>
  <body><main>${body}</main></body>
</html>
`;

const CSS = `body { margin: 0; font: 16px/1.5 sans-serif; }
.wide { width: 360px; }
.narrow { width: 7.5em; }
.phrases { word-break: keep-all; overflow-wrap: break-word; }
.stage { position: relative; width: 300px; height: 160px; }
.stage img { position: absolute; inset: 0; width: 100%; height: 100%; }
.scrim { position: absolute; inset: 0; background: rgb(0 0 0 / 0.7); }
.caption { position: absolute; left: 16px; top: 60px; margin: 0; color: #fff; }
`;

let dir: string;
let gates: Record<string, GateResult>;
const problems = (gate: string): string[] => gates[gate]!.problems.map((problem) => `${problem.page} ${problem.message}`);

beforeAll(async () => {
  const light = await sharp({ create: { width: 300, height: 160, channels: 3, background: '#e8e4dc' } })
    .png()
    .toBuffer();
  dir = writeSite({
    '_astro/fixture.css': CSS,
    '_img/light.png': light as unknown as string,
    'en/wide/index.html': page('en', '<div class="wide">A table of figures, 360 px wide</div>'),
    'de/word/index.html': page('de', '<h1>Die Donaudampfschifffahrtsgesellschaft</h1>'),
    'jp/broken/index.html': page('ja', `<p class="narrow">${JAPANESE}</p>`),
    'jp/phrased/index.html': breakLines(page('ja', `<p class="narrow phrases">${JAPANESE}</p>`)),
    'en/light/index.html': page(
      'en',
      '<div class="stage"><img src="/_img/light.png" alt="" loading="lazy"><p class="caption">Caption on the photo</p></div>',
    ),
    'en/scrim/index.html': page(
      'en',
      '<div class="stage"><img src="/_img/light.png" alt="" loading="lazy"><div class="scrim"></div><p class="caption">Caption on the scrim</p></div>',
    ),
  });
  const pages = [
    { path: '/en/wide/', lang: 'en' },
    { path: '/de/word/', lang: 'de' },
    { path: '/jp/broken/', lang: 'ja' },
    { path: '/jp/phrased/', lang: 'ja' },
    { path: '/en/light/', lang: 'en' },
    { path: '/en/scrim/', lang: 'en' },
  ];
  gates = Object.fromEntries((await checkLayout(pages, { dir })).map((gate) => [gate.gate, gate]));
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('checkLayout', () => {
  it('names a page wider than 320 px with the element that makes it so, and passes it at 375 px', () => {
    expect(problems('overflow').filter((line) => line.startsWith('/en/'))).toEqual([
      '/en/wide/ [320 px] page 360 px wide, viewport 320 px: div.wide "A table of figures, 360 px wide" (right edge 360 px)',
    ]);
  });

  it('names the word that makes a page too wide when no element is', () => {
    const found = problems('overflow').filter((line) => line.startsWith('/de/'));
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(
      /^\/de\/word\/ \[320 px\] page \d+ px wide, viewport 320 px: the text of h1 "Donaudampfschifffahrtsgesellschaft" \(right edge \d+ px\)$/,
    );
    expect(found[1]).toMatch(/^\/de\/word\/ \[375 px\] /);
  });

  it('finds Japanese that breaks inside a phrase, at the width and with the text, and passes text broken between phrases', () => {
    // The box is as narrow at both widths: the same lines.
    const found = problems('phrase-breaks');
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^\/jp\/broken\/ \[375 px\] [1-9] line break\(s\) inside a phrase \(ja\): \S*｜\S*/);
    expect(found[1]).toBe(found[0]!.replace('[375 px]', '[1440 px]'));
    expect(gates['phrase-breaks']!.summary).toMatch(/^[1-9]\d* Chinese and Japanese texts/);
  });

  it('fails white text over a light picture and passes it over a dark scrim, measured on the pixels', () => {
    // At both widths, on the English page as on any other.
    expect(problems('picture-contrast')).toHaveLength(2);
    for (const [index, width] of [375, 1440].entries())
      expect(problems('picture-contrast')[index]).toMatch(
        new RegExp(
          `^/en/light/ \\[${width} px\\] "Caption on the photo" 1\\.\\d\\d:1, needs 4\\.5:1 \\(p\\.caption, #ffffff 16 px over img\\)$`,
        ),
      );
    expect(gates['picture-contrast']!.summary).toMatch(/^4 texts over pictures/);
  });
});
