/**
 * Content images end to end, on a phone: every image in <main> has width, height and alt, raster
 * images have a srcset and load an AVIF variant of the build's image pipeline (/_img/), the one LCP
 * candidate of the template is fetched with high priority, and loading every image (scrolled
 * through) shifts nothing (cumulative layout shift 0). At 375 and 1440 px (DPR 1) the candidate the
 * browser picks by `sizes` is at least as wide as the image is shown, on a page of each template.
 */
import { expect, test } from '@playwright/test';

const pages = [
  '/en/',
  '/en/content-blocks/',
  '/en/image-archive/',
  '/en/products-solutions/',
  '/en/service/',
  '/en/products-solutions/wafer-bonder/xbc300-gen2/',
];

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.6, isMobile: true, hasTouch: true });

for (const path of pages) {
  test(`images of ${path}: sized, described, responsive, no layout shift`, async ({ page }) => {
    // The pages of many images (every block type, the archive) are scrolled through image by image: 20–30 s on two busy cores.
    if (path.includes('content-blocks') || path.includes('image-archive')) test.slow();
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    const images = page.locator('main img');
    const count = await images.count();
    expect(count, 'the page shows content images').toBeGreaterThan(0);

    // Scroll through the page so every lazy image loads.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => window.scrollTo(0, 0));

    const facts = await images.evaluateAll((elements) =>
      (elements as HTMLImageElement[]).map((img) => ({
        src: img.getAttribute('src') ?? '',
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        alt: img.getAttribute('alt'),
        srcset: img.getAttribute('srcset'),
        priority: img.getAttribute('fetchpriority'),
      })),
    );
    for (const image of facts) {
      expect(image.width, image.src).toMatch(/^\d+$/);
      expect(image.height, image.src).toMatch(/^\d+$/);
      expect(image.alt, image.src).not.toBeNull();
      if (!/\.(svg|gif)$/i.test(image.src)) expect(image.srcset, image.src).toBeTruthy();
    }
    expect(facts.filter((image) => image.priority === 'high').length, 'at most one LCP image per page').toBeLessThanOrEqual(1);

    await expect
      .poll(() => images.evaluateAll((elements) => (elements as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0)))
      .toBe(true);
    const loaded = await images.evaluateAll((elements) => (elements as HTMLImageElement[]).map((img) => img.currentSrc));
    for (const url of loaded) expect(new URL(url).pathname).toMatch(/^\/_img\/.+\.avif$/);

    const shift = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
    expect(shift).toBe(0);
  });
}

/** A page of each template with content images (the event pages have none). */
const templatePages = [
  '/en/',
  '/en/content-blocks/',
  '/en/products-solutions/',
  '/en/products-solutions/imprint-lithography/',
  '/en/products-solutions/coater-developer/acs300-gen3/',
  '/en/news/products-and-technology-news/',
  '/en/news/products-and-technology-news/acs300-gen3-coater-cluster-launched/',
];

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false });

    for (const path of templatePages) {
      test(`images of ${path}: the chosen candidate is as wide as the image is shown`, async ({ page }) => {
        if (path.includes('content-blocks')) test.slow();
        await page.goto(path);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
        const images = page.locator('main picture img');
        await expect
          .poll(() =>
            images.evaluateAll((elements) => (elements as HTMLImageElement[]).every((img) => img.complete && img.currentSrc !== '')),
          )
          .toBe(true);
        const shown = await images.evaluateAll((elements) =>
          (elements as HTMLImageElement[])
            .filter((img) => img.clientWidth > 0)
            .map((img) => {
              // The candidates of the <source> the browser chose (or of the <img>): the one loaded, the widest.
              const sets = [...img.parentElement!.querySelectorAll('source'), img].map((element) => element.getAttribute('srcset') ?? '');
              const candidates = sets.flatMap((set) =>
                set.split(',').map((candidate) => {
                  const [url = '', descriptor = ''] = candidate.trim().split(/\s+/);
                  return { url: new URL(url, location.href).href, width: parseInt(descriptor, 10) };
                }),
              );
              const chosen = candidates.find((candidate) => candidate.url === img.currentSrc);
              const widest = Math.max(...candidates.map((candidate) => candidate.width));
              return { src: img.currentSrc, sizes: img.sizes, shown: img.clientWidth, chosen: chosen?.width ?? 0, widest };
            }),
        );
        expect(shown.length).toBeGreaterThan(0);
        for (const image of shown) {
          // Only an original narrower than its place may be shown wider than its widest candidate.
          expect(Math.min(image.shown, image.widest), `${image.src} (sizes="${image.sizes}")`).toBeLessThanOrEqual(image.chosen);
        }
      });
    }
  });
}
