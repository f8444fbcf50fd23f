/**
 * "Today" is an input of the site model (src/site/build.ts): pages read it through their reader
 * (`site.today()`, the key `today`), so a model of the next day differs from today's in that key
 * alone, and exactly the pages that show dates against today render again — the event now past —
 * while every other page keeps its record. Pages rendered with Astro's Container API as the build
 * renders them (src/views/SitePageView.astro); the selection is the one of the warm site
 * (src/site/affected.ts) and of the incremental build (src/site/select.ts).
 */
import type { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import { changedKeys, keyIndex } from '../../../src/site/affected.ts';
import type { PageRecord } from '../../../src/incremental/index-file.ts';
import { digestsOf, recordHash } from '../../../src/site/digests.ts';
import type { SiteModel } from '../../../src/site/types.ts';
import SitePageView from '../../../src/views/SitePageView.astro';
import { readerFor, siteFixture, type FixtureContent } from './fixture.ts';
import { siteContainer } from '../site-container.ts';

const MONDAY = '2026-06-01';
const TUESDAY = '2026-06-02';

const all = (german: string, english: string) => ({ german, english, japanese: null, chinese: null, taiwanese: null });
const event = (label: string, startDate: string, endDate: string | null) => ({
  id: label,
  label,
  title: all(`Titel ${label}`, `Title ${label}`),
  description: all('Beschreibung', 'Description'),
  location: 'Garching, Germany',
  startDate,
  endDate,
  link: null,
});
const content = {
  contentPages: [
    {
      id: 'ev',
      slug: 'veranstaltungen',
      internationalSlug: 'events',
      pageCategory: null,
      Headline: all('Termine', 'Dates'),
      content: [
        {
          __typename: 'ComponentContentEvents',
          id: 'e',
          anchorId: 'events',
          headline: all('Termine', 'Dates'),
          // Upcoming on Monday, its last day; past on Tuesday.
          events: [event('fair', '2026-05-30', MONDAY), event('expo', '2027-11-16', '2027-11-19')],
        },
      ],
    },
    { id: 'about', slug: 'ueber-uns', internationalSlug: 'about', pageCategory: null, Headline: all('Über uns', 'About'), content: [] },
  ],
} as FixtureContent;

let container: AstroContainer;
beforeAll(async () => {
  container = await siteContainer('https://www.vantoro.example');
});

/** Renders one page of `model` as the build does; its HTML and the record the build keeps. */
async function render(model: SiteModel, path: string): Promise<{ html: string; record: PageRecord }> {
  const page = model.pageByPath.get(path)!;
  const { site, reads } = readerFor(model);
  const request = new Request(new URL(path, 'https://www.vantoro.example'));
  const html = await container.renderToString(SitePageView, { props: { page }, locals: { site }, request });
  // The record the middleware keeps (src/site/record.ts): the keys and their digests in the model.
  const deps = [...reads.deps].sort();
  return { html, record: { deps, hash: recordHash(deps, digestsOf(model)) } };
}

describe('a new day', () => {
  it('changes the key `today` alone, renders again exactly the pages that read it, and shows the event as past', async () => {
    const monday = siteFixture(content, { today: MONDAY }).model;
    const tuesday = siteFixture(content, { today: TUESDAY }).model;
    const paths = [...new Set(monday.pages.map((page) => page.path))];
    expect(tuesday.pages.map((page) => page.path)).toEqual(monday.pages.map((page) => page.path));

    const records = new Map<string, PageRecord>();
    const mondayHtml = new Map<string, string>();
    for (const path of paths) {
      const { html, record } = await render(monday, path);
      records.set(path, record);
      mondayHtml.set(path, html);
    }

    // The warm site's selection: the keys whose digest changed, and the pages that read them.
    const byKey = keyIndex(records);
    expect(changedKeys(monday, tuesday, byKey.keys())).toEqual(new Set(['today']));
    const readToday = [...byKey.get('today')!].sort();
    // The incremental build's: the pages whose record no longer matches the new model.
    const digest = digestsOf(tuesday);
    const stale = paths.filter((path) => recordHash(records.get(path)!.deps, digest) !== records.get(path)!.hash).sort();
    expect(stale).toEqual(readToday);
    // The events page, the event list and each event's page in every locale — not the others.
    for (const path of ['/en/events/', '/de/veranstaltungen/', '/en/event/', '/en/event/fair/', '/en/event/expo/', '/jp/event/fair/'])
      expect(readToday).toContain(path);
    for (const path of ['/en/', '/en/about/', '/de/ueber-uns/', '/en/search/']) expect(readToday).not.toContain(path);
    expect(readToday.length).toBeLessThan(paths.length);

    // What they show on Tuesday: the fair has taken place.
    const fair = await render(tuesday, '/en/event/fair/');
    expect(mondayHtml.get('/en/event/fair/')).not.toContain('This event has taken place.');
    expect(fair.html).toContain('This event has taken place.');
    const past = (html: string): string => html.slice(html.indexOf('class="past"'));
    expect(mondayHtml.get('/en/event/')).not.toContain('class="past"');
    expect(past((await render(tuesday, '/en/event/')).html)).toContain('Title fair');
    expect(past((await render(tuesday, '/en/events/')).html)).toContain('Title fair');
    expect(past((await render(tuesday, '/en/events/')).html)).not.toContain('Title expo');
    // A page that does not read the day renders to the same bytes on Tuesday.
    expect((await render(tuesday, '/en/about/')).html).toBe(mondayHtml.get('/en/about/'));
  }, 120_000);
});
