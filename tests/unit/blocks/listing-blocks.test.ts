/** Events, locations and the investor-relations accordion, rendered with Astro's Container API. */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { localsFor, siteFixture, type FixtureContent } from '../site/fixture.ts';
import { text } from './helpers.ts';

const all = (german: string, english: string) => ({ german, english, japanese: null, chinese: null, taiwanese: null });
const event = (id: string, label: string | null, startDate: string | null, endDate: string | null, link: string | null = null) => ({
  id,
  label,
  title: all(`Titel ${id}`, `Title ${id}`),
  description: all('Beschreibung', 'Description'),
  location: 'Garching, Germany',
  startDate,
  endDate,
  link,
});
const article = (id: string, sub: string, date: string | null, pdf = false) => ({
  id,
  updatedAt: '2026-06-01T00:00:00.000Z',
  slug: `release-${id}`,
  Headline: all(`Meldung ${id}`, `Release ${id}`),
  content: all('Inhalt', 'Body'),
  PDF: pdf ? { id: `pdf-${id}`, name: `${id}.pdf`, url: `/uploads/${id}.pdf`, ext: '.pdf', mime: 'application/pdf', size: 120 } : null,
  newsMainCategory: 'investorRelationsNews',
  newsSubCategory: sub,
  publishingDate: date,
  articleImage: null,
});
const eventsPage = {
  id: 'ev',
  slug: 'veranstaltungen',
  internationalSlug: 'events',
  pageCategory: null,
  content: [
    {
      __typename: 'ComponentContentEvents',
      id: 'e',
      anchorId: 'events',
      headline: all('Termine', 'Dates'),
      events: [
        event('past-fair', 'past-fair', '2025-10-14', '2025-10-15'),
        event('expo', 'expo-2027', '2027-11-16', '2027-11-19', 'https://expo.example/vantoro'),
        event('forum', 'forum-2026', '2026-09-08', '2026-09-09', 'http://insecure.example/'),
        event('older', 'older-2024', '2024-05-02', null),
        event('running', 'running', '2026-05-30', '2026-06-02'),
      ],
    },
  ],
};
const news = [
  article('a1', 'adhocReleases', '2026-02-10', true),
  article('a2', 'adhocReleases', '2025-11-03'),
  article('a3', 'adhocReleases', '2026-04-01'),
  article('a4', 'adhocReleases', null),
  article('c1', 'financialCalendar', '2026-05-01'),
  article('v1', 'votingRights', '2024-01-01'),
];
// The site builds the event pages of the events page and the article pages of the news above.
const { model } = siteFixture({ contentPages: [eventsPage], newsArticles: news } as FixtureContent, { today: '2026-06-01' });

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function render(name: string, props: Record<string, unknown>): Promise<string> {
  const { default: Component } = await import(`../../../src/blocks/${name}.astro`);
  return container.renderToString(Component, { props: { index: 1, ...props }, locals: localsFor(model) });
}

const silence = () => vi.spyOn(console, 'warn').mockImplementation(() => {});
const order = (html: string, ids: string[]) => ids.map((id) => html.indexOf(`Title ${id}`));

describe('Events', () => {
  const block = eventsPage.content[0]!;

  it('lists upcoming events soonest first (a running one included), then past ones most recent first under their own heading', async () => {
    silence();
    const html = await render('Events', { block, locale: 'en' });
    expect(html).toMatch(/<section[^>]*id="events"/);
    expect(html).toMatch(/<h2[^>]*>Dates<\/h2>/);
    const [running, forum, expo, past, older] = order(html, ['running', 'forum', 'expo', 'past-fair', 'older']);
    expect(running).toBeGreaterThan(0);
    expect(running).toBeLessThan(forum!);
    expect(forum).toBeLessThan(expo!);
    const pastHeading = html.search(/<h3[^>]*id="events-past"[^>]*>\s*(<span[^>]*>)?Past events/);
    expect(pastHeading).toBeGreaterThan(expo!);
    expect(pastHeading).toBeLessThan(past!);
    expect(past).toBeLessThan(older!);
    expect(html).toMatch(/<h4 class="title[^"]*"[^>]*><a href="\/en\/event\/past-fair\/"/);
  });

  it('links each event to its event page, shows https websites only and names other links', async () => {
    const warn = silence();
    const html = await render('Events', { block, locale: 'en' });
    expect(html).toMatch(/<h3 class="title[^"]*"[^>]*><a href="\/en\/event\/expo-2027\/"/);
    expect(html).toMatch(/<a href="https:\/\/expo\.example\/vantoro" rel="noopener"/);
    expect(html).not.toContain('insecure.example');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('events e: event forum link "http://insecure.example/" is not an https URL'));
  });

  it('shows the days per locale as ranges', async () => {
    silence();
    expect(await render('Events', { block, locale: 'en' })).toMatch(/<time datetime="2027-11-16"[^>]*>16\s*–\s*19 November 2027<\/time>/);
    expect(await render('Events', { block, locale: 'de' })).toMatch(/<time datetime="2027-11-16"[^>]*>16\.\s*–\s*19\.11\.2027<\/time>/);
    expect(await render('Events', { block, locale: 'jp' })).toMatch(/<time datetime="2027-11-16"[^>]*>2027年11月16日 – 19日<\/time>/);
  });

  it('shows an event without page unlinked, or its website; leaves out an undated one and names it', async () => {
    const warn = silence();
    const other = {
      ...block,
      id: 'e2',
      anchorId: null,
      events: [
        { ...block.events[1]!, id: 'x', label: 'not-built' },
        { ...block.events[1]!, id: 'y', label: 'also-not-built', link: null },
        { ...block.events[1]!, id: 'z', label: 'undated', startDate: null },
      ],
    };
    const html = await render('Events', { block: other, locale: 'en' });
    expect(html).toMatch(/<h3 class="title[^"]*"[^>]*>\s*<span[^>]*>Title expo<\/span>\s*<\/h3>/);
    expect(html).toContain('href="https://expo.example/vantoro"');
    expect(html).not.toContain('/en/event/');
    expect(html.match(/Title expo/g)?.length).toBe(3); // two titles + the website link's hidden name
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('events e2: event z has no valid startDate'));
    expect(html).not.toContain('No upcoming events');
  });

  it('says there is nothing upcoming when all events are past; renders nothing without events', async () => {
    const past = { ...block, events: [block.events[0]] };
    const html = await render('Events', { block: past, locale: 'de' });
    expect(html).toContain('Derzeit sind keine Veranstaltungen geplant.');
    expect(html).toContain('Vergangene Veranstaltungen');
    expect((await render('Events', { block: { ...block, events: [] }, locale: 'en' })).trim()).toBe('');
  });
});

describe('Locations', () => {
  const block = {
    __typename: 'ComponentContentLocations',
    id: 'l',
    anchorId: 'locations',
    headline: text('Standorte', 'Locations', '拠点'),
    locations: [
      {
        id: 'hq',
        name: 'Vantoro Process Systems SE',
        address: text('Lichtenbergstraße 8\n85748 Garching', 'Lichtenbergstrasse 8\n85748 Garching', '〒85748 ガルヒング'),
        country: text('Deutschland', 'Germany', 'ドイツ'),
        phone: '+49 89 5550 1000',
        fax: 'on request',
        email: 'info@vantoro.example',
      },
      { id: 'bad', name: null, address: text('x', 'x'), country: null, phone: null, fax: null, email: null },
    ],
  };

  it('renders each location with its address in <address>, tel:/mailto: links and an OpenStreetMap search link', async () => {
    silence();
    const html = await render('Locations', { block, locale: 'jp' });
    expect(html).toMatch(/<h2[^>]*>拠点<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>Vantoro Process Systems SE<\/h3>/);
    expect(html).toMatch(/<address[^>]*>[\s\S]*〒85748 ガルヒング[\s\S]*ドイツ[\s\S]*<\/address>/);
    expect(html).toContain('href="tel:+498955501000"');
    expect(html).toMatch(/<dd[^>]*>on request<\/dd>/);
    expect(html).toContain('href="mailto:info@vantoro.example"');
    expect(html).toContain('href="https://www.openstreetmap.org/search?query=Lichtenbergstrasse%208%2C%2085748%20Garching%2C%20Germany"');
    expect(html).not.toMatch(/target=|<iframe/);
    expect(html.replaceAll('<wbr>', '')).toContain('Vantoro Process Systems SEをOpenStreetMapで表示');
  });

  it('renders address lines with line breaks in the page language', async () => {
    silence();
    const html = await render('Locations', { block, locale: 'de' });
    expect(html).toMatch(/Lichtenbergstraße 8<\/span>\s*<br[^>]*>\s*<span[^>]*>85748 Garching/);
    expect(html).toContain('Vantoro Process Systems SE auf OpenStreetMap anzeigen');
  });

  it('names a location without name and leaves it out; nothing without locations', async () => {
    const warn = silence();
    const html = await render('Locations', { block, locale: 'en' });
    expect(html.match(/<li class="location/g)).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('locations l: location bad lacks its required name'));
    expect((await render('Locations', { block: { ...block, locations: [] }, locale: 'en' })).trim()).toBe('');
  });
});

describe('InvestorRelationsAccordion', () => {
  const block = {
    __typename: 'ComponentContentInvestorRelationsAccordion',
    id: 'ir1',
    anchorId: 'adhoc',
    headline: text('Ad-hoc-Meldungen', 'Ad-hoc releases'),
    newsSubCategory: 'adhocReleases',
  };

  it('groups the releases of its sub-category by year, newest first, each year a details item with an id', async () => {
    silence();
    const html = await render('InvestorRelationsAccordion', { block, locale: 'en' });
    expect(html).toMatch(/<h2[^>]*>Ad-hoc releases<\/h2>/);
    expect(html.match(/<details/g)).toHaveLength(2);
    // The newest year is open; each year's body carries the deep-link id (a link to it opens the year).
    expect(html).toMatch(
      /<details class="accordion-item[^"]*" open[^>]*><summary[^>]*><span>2026<\/span><\/summary><div class="accordion-body[^"]*" id="adhoc-2026"/,
    );
    expect(html).toMatch(
      /<details class="accordion-item[^"]*"(?! open)[^>]*><summary[^>]*><span>2025<\/span><\/summary><div class="accordion-body[^"]*" id="adhoc-2025"/,
    );
    expect(html.indexOf('Release a3')).toBeLessThan(html.indexOf('Release a1'));
    expect(html.indexOf('Release a1')).toBeLessThan(html.indexOf('adhoc-2025'));
    expect(html).not.toContain('Release v1');
    expect(html).not.toContain('Release c1');
  });

  it('links each release where it is read, with its date and PDF', async () => {
    silence();
    const html = await render('InvestorRelationsAccordion', { block, locale: 'de' });
    expect(html).toMatch(/<a href="\/de\/investor-relations\/ad-hoc-releases\/release-a1\/"/);
    expect(html).toMatch(/<time[^>]*datetime="2026-02-10"[^>]*>10\.02\.2026<\/time>/);
    expect(html).toMatch(/<a[^>]*href="\/uploads\/a1\.pdf"[^>]*download/);
  });

  it('links financial calendar entries to the calendar list', async () => {
    silence();
    const html = await render('InvestorRelationsAccordion', {
      block: { ...block, id: 'ir2', anchorId: null, newsSubCategory: 'financialCalendar' },
      locale: 'en',
    });
    expect(html).toMatch(/<div class="accordion-body[^"]*" id="ir-ir2-2026"/);
    expect(html).toMatch(/<a href="\/en\/investor-relations\/financial-calendar\/"/);
  });

  it('names undated releases and a block without sub-category; renders nothing without releases', async () => {
    const warn = silence();
    await render('InvestorRelationsAccordion', { block, locale: 'en' });
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('investor-relations accordion ir1: news article a4 has no valid publishingDate'),
    );
    const none = await render('InvestorRelationsAccordion', { block: { ...block, id: 'ir3', newsSubCategory: null }, locale: 'en' });
    expect(none.trim()).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('investor-relations accordion ir3 lacks its required newsSubCategory'));
    const empty = await render('InvestorRelationsAccordion', { block: { ...block, newsSubCategory: 'directorsDealings' }, locale: 'en' });
    expect(empty.trim()).toBe('');
  });
});
