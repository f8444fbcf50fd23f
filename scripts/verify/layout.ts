/**
 * Gate 4, layout as a visitor reads it: EVERY page of the build in headless Chromium, at the widths
 * of a small phone (320 px), a phone (375 px) and a desktop (1440 px), each width a load of its own,
 * measured on what Chromium rendered. Three checks, each a gate result of its own:
 *
 * - `overflow` (320 and 375 px): no page wider than the viewport; a page that is names the elements
 *   that reach furthest right (./layout/overflow.ts).
 * - `phrase-breaks` (375 and 1440 px): no line of Chinese or Japanese text — any visible text whose
 *   nearest `lang` is `ja…` or `zh…`: main, header, navigation, footer — starts inside a phrase
 *   (docs/typography.md §2) that would have fit on a line (./layout/phrase-breaks.ts).
 * - `picture-contrast` (375 and 1440 px): every text drawn over a picture (an image, a video, a CSS
 *   background image) reaches 4.5:1 (large text 3:1) against the pixels under it, captured with the
 *   text made transparent (./layout/contrast.ts).
 *
 * The measuring runs in the page (./layout/in-page.ts, ./layout/pictures-in-page.ts). One browser; a few pages at once, each in a
 * tab of its own that loads page after page. The build is served by scripts/lib/static-server.ts on
 * 127.0.0.1 and a free port, requests to other hosts are aborted, and the server and browser are
 * stopped afterwards.
 */
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_FLAGS, DEFAULT_CHROMIUM_PATH } from '../lib/chromium.ts';
import { startStaticServer } from '../lib/static-server.ts';
import { pixelContrast, requiredContrast, CONTRAST_PERCENTILE } from './layout/contrast.ts';
import { measureLines, measureOverflow } from './layout/in-page.ts';
import { findTextsOnPictures, hideText, nextPaint, placeText } from './layout/pictures-in-page.ts';
import { describeOverflow } from './layout/overflow.ts';
import { breaksInsidePhrases } from './layout/phrase-breaks.ts';
import type { PageSummary } from './page-facts.ts';
import type { GateResult, Problem } from './report.ts';

/** What the gate needs of a page: where it is served and its language. */
export type LayoutPage = Pick<PageSummary, 'path' | 'lang'>;

type Check = 'overflow' | 'phrases' | 'contrast';

/**
 * The widths a page is loaded at, the viewport's height, and what is measured there. Every page at
 * every width: a German label wraps over its picture differently from a Chinese one, and a German
 * or English page has Chinese and Japanese texts too (the language list).
 */
const LAYOUT_WIDTHS: ReadonlyArray<{ width: number; height: number; checks: readonly Check[] }> = [
  { width: 320, height: 640, checks: ['overflow'] },
  { width: 375, height: 812, checks: ['overflow', 'phrases', 'contrast'] },
  { width: 1440, height: 900, checks: ['phrases', 'contrast'] },
];

export interface LayoutOptions {
  dir: string;
  chromiumPath?: string;
  /** Pages measured at once, one tab each (default 2). */
  concurrency?: number;
}

/** Most distinct breaks shown per page and width (all are counted). */
const SHOWN_BREAKS = 12;

interface Figures {
  loads: Map<number, number>;
  /** Milliseconds of work per width (load and measuring), summed over the tabs. */
  widthMs: Map<number, number>;
  /** Milliseconds of work per check, loads shared out between the checks of their width. */
  checkMs: Record<Check, number>;
  texts: number;
  lines: number;
  breaks: number;
  pictures: number;
  skipped: string[];
}

const add = (map: Map<number, number>, key: number, value: number): void => {
  map.set(key, (map.get(key) ?? 0) + value);
};

const hex = (color: readonly number[]): string =>
  `#${color
    .slice(0, 3)
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}${color[3]! < 1 ? ` at ${Math.round(color[3]! * 100)} %` : ''}`;

/** The pixels of a box of the page (page coordinates), as RGB bytes. */
async function capture(
  cdp: CDPSession,
  clip: { x: number; y: number; width: number; height: number },
): Promise<{ data: Buffer; channels: number }> {
  const shot = await cdp.send('Page.captureScreenshot', { format: 'png', clip: { ...clip, scale: 1 }, captureBeyondViewport: false });
  const { data, info } = await sharp(Buffer.from(shot.data, 'base64')).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, channels: info.channels };
}

async function measureContrast(tab: Page, cdp: CDPSession, page: LayoutPage, width: number, figures: Figures): Promise<Problem[]> {
  const texts = await tab.evaluate(findTextsOnPictures);
  if (texts.length === 0) return [];
  const problems: Problem[] = [];
  await tab.evaluate(hideText, true);
  try {
    for (const text of texts) {
      // Scrolled to and placed right before each capture, once painted: the page may still move its
      // scroll position after load (a capture of a place no longer on screen is blank), and a capture
      // before the paint measures the text's own glyphs (1:1).
      const measure = async (): Promise<number | null> => {
        if (!(await tab.evaluate(placeText, text.index))) return null;
        await tab.evaluate(nextPaint);
        const clip = await tab.evaluate(placeText, text.index);
        if (!clip) return null;
        const { data, channels } = await capture(cdp, clip);
        return pixelContrast(text.color, data, channels);
      };
      let ratio = await measure();
      if (ratio === null) continue;
      figures.pictures++;
      const needed = requiredContrast(text.fontSize, text.fontWeight);
      if (ratio >= needed) continue;
      // A failure is measured once more, a moment later (a picture still decoding, the page still
      // settling): only a text that fails twice counts.
      await tab.waitForTimeout(150);
      ratio = (await measure()) ?? ratio;
      if (ratio >= needed) continue;
      const classes = text.className.trim().split(/\s+/).filter(Boolean).slice(0, 2);
      problems.push({
        page: page.path,
        message:
          `[${width} px] "${text.text}" ${ratio.toFixed(2)}:1, needs ${needed}:1 ` +
          `(${text.tag}${classes.map((name) => `.${name}`).join('')}, ${hex(text.color)} ${text.fontSize} px${text.fontWeight >= 700 ? ' bold' : ''} over ${text.picture})`,
      });
    }
  } finally {
    await tab.evaluate(hideText, false);
  }
  return problems;
}

async function measurePhrases(tab: Page, page: LayoutPage, width: number, figures: Figures): Promise<Problem[]> {
  const measured = await tab.evaluate(measureLines);
  const counts = new Map<string, number>();
  let total = 0;
  const langs = new Set<string>();
  for (const text of measured) {
    figures.texts++;
    figures.lines += text.lineStarts.length + 1;
    for (const found of breaksInsidePhrases(text)) {
      total++;
      langs.add(text.lang);
      counts.set(found.shown, (counts.get(found.shown) ?? 0) + 1);
    }
  }
  figures.breaks += total;
  if (total === 0) return [];
  const shown = [...counts].slice(0, SHOWN_BREAKS).map(([text, count]) => (count > 1 ? `${text} ×${count}` : text));
  const more = counts.size > SHOWN_BREAKS ? ` · … and ${counts.size - SHOWN_BREAKS} more` : '';
  return [
    {
      page: page.path,
      message: `[${width} px] ${total} line break(s) inside a phrase (${[...langs].join(', ')}): ${shown.join(' · ')}${more}`,
    },
  ];
}

type Found = Record<Check, Problem[]>;

async function measurePage(tab: Page, cdp: CDPSession, baseUrl: string, page: LayoutPage, found: Found, figures: Figures): Promise<void> {
  const url = `${baseUrl}${encodeURI(page.path)}`;
  for (const { width, height, checks } of LAYOUT_WIDTHS) {
    const started = performance.now();
    await tab.setViewportSize({ width, height });
    await tab.goto(url, { waitUntil: 'load' });
    if (tab.url() !== url) {
      // A page that sends the visitor on (the root's language redirect) is measured where it leads.
      figures.skipped.push(`${page.path} (goes on to ${new URL(tab.url()).pathname})`);
      return;
    }
    add(figures.loads, width, 1);
    const loaded = performance.now();
    for (const check of checks) {
      const checkStarted = performance.now();
      if (check === 'overflow') {
        const message = describeOverflow(await tab.evaluate(measureOverflow), width);
        if (message) found.overflow.push({ page: page.path, message });
      } else if (check === 'phrases') found.phrases.push(...(await measurePhrases(tab, page, width, figures)));
      else found.contrast.push(...(await measureContrast(tab, cdp, page, width, figures)));
      figures.checkMs[check] += performance.now() - checkStarted + (loaded - started) / checks.length;
    }
    add(figures.widthMs, width, performance.now() - started);
  }
}

/** The three layout gates over `pages`: `overflow`, `phrase-breaks`, `picture-contrast`. */
export async function checkLayout(pages: readonly LayoutPage[], options: LayoutOptions): Promise<GateResult[]> {
  const started = performance.now();
  const found: Found = { overflow: [], phrases: [], contrast: [] };
  const figures: Figures = {
    loads: new Map(),
    widthMs: new Map(),
    checkMs: { overflow: 0, phrases: 0, contrast: 0 },
    texts: 0,
    lines: 0,
    breaks: 0,
    pictures: 0,
    skipped: [],
  };
  const queue = [...pages].sort((a, b) => a.path.localeCompare(b.path));
  const concurrency = Math.max(1, Math.min(options.concurrency ?? 2, queue.length));
  const server = await startStaticServer({ dir: options.dir, host: '127.0.0.1', port: 0 });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: options.chromiumPath || process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
      headless: true,
    });
    let next = 0;
    const worker = async (): Promise<void> => {
      const context = await browser!.newContext({ deviceScaleFactor: 1 });
      try {
        let tab = await context.newPage();
        // Only the site itself: nothing may reach another host while the gate runs.
        await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
        let cdp = await context.newCDPSession(tab);
        while (next < queue.length) {
          const page = queue[next++]!;
          try {
            await measurePage(tab, cdp, server.url, page, found, figures);
          } catch (error) {
            found.overflow.push({
              page: page.path,
              message: `the layout could not be measured: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
            });
            // A tab in an unknown state is not reused.
            await tab.close().catch(() => undefined);
            tab = await context.newPage();
            cdp = await context.newCDPSession(tab);
          }
        }
      } finally {
        await context.close();
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    await browser?.close();
    await server.close();
  }
  const wallMs = performance.now() - started;
  const workMs = figures.checkMs.overflow + figures.checkMs.phrases + figures.checkMs.contrast || 1;
  /** The pass's wall time, shared out by the work of each check. */
  const share = (check: Check): number => (wallMs * figures.checkMs[check]) / workMs;
  const number = (value: number): string => value.toLocaleString('en-US');
  const perWidth = LAYOUT_WIDTHS.filter(({ width }) => figures.loads.has(width))
    .map(
      ({ width }) => `${width} px: ${number(figures.loads.get(width)!)} loads, ${((figures.widthMs.get(width) ?? 0) / 1000).toFixed(1)} s`,
    )
    .join('; ');
  const skipped = figures.skipped.length > 0 ? `; not measured: ${figures.skipped.join(', ')}` : '';
  const sort = (problems: Problem[]): Problem[] => problems.sort((a, b) => (a.page < b.page ? -1 : a.page > b.page ? 1 : 0));
  return [
    {
      gate: 'overflow',
      summary: `${number(pages.length)} pages in Chromium, ${concurrency} at a time (${perWidth} of work${skipped}); no page wider than 320 and 375 px`,
      problems: sort(found.overflow),
      ms: share('overflow'),
      scales: 'pages',
    },
    {
      gate: 'phrase-breaks',
      summary: `${number(figures.texts)} Chinese and Japanese texts in ${number(figures.lines)} lines at 375 and 1440 px: ${number(figures.breaks)} break(s) inside a phrase`,
      problems: sort(found.phrases),
      ms: share('phrases'),
      scales: 'pages',
    },
    {
      gate: 'picture-contrast',
      summary: `${number(figures.pictures)} texts over pictures at 375 and 1440 px, ${CONTRAST_PERCENTILE}th-percentile pixel contrast ≥ 4.5:1 (large text 3:1)`,
      problems: sort(found.contrast),
      ms: share('contrast'),
      scales: 'pages',
    },
  ];
}
