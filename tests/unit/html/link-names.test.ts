/**
 * Accessible names of repeated links: a list of cards must not read as a row of identical links
 * ("Website", "Website", …) in a screen reader's links list. The card's title goes into the link,
 * visually hidden.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import EventCard from '../../../src/components/EventCard.astro';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

const all = (german: string | null, english: string | null) => ({ german, english, japanese: null, chinese: null, taiwanese: null });

/** The text content (what a screen reader announces as the name) of the link to `href`. */
function linkText(html: string, href: string): string {
  const match = new RegExp(`<a[^>]*href="${href.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"[^>]*>([\\s\\S]*?)</a>`).exec(html);
  if (!match) throw new Error(`no link to ${href} in ${html}`);
  return match[1]!
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('EventCard website link', () => {
  const event = (title: ReturnType<typeof all> | null, label: string | null) => ({
    id: '1',
    label,
    title,
    description: null,
    location: null,
    startDate: '2027-11-16',
    endDate: null,
    link: 'https://fair.example/',
  });

  it('names the event, visually hidden, after the visible label', async () => {
    const html = await container.renderToString(EventCard, {
      props: { locale: 'de', event: event(all('Messe 2027', 'Fair 2027'), 'fair') },
    });
    expect(linkText(html, 'https://fair.example/')).toBe('Zur Veranstaltung: Messe 2027');
    expect(html).toMatch(/<span class="visually-hidden"[^>]*>: <span>Messe 2027<\/span><\/span>/);
  });

  it('marks an English title standing in for a missing translation', async () => {
    const html = await container.renderToString(EventCard, { props: { locale: 'de', event: event(all(null, 'Fair 2027'), 'fair') } });
    expect(html).toMatch(/<span class="visually-hidden"[^>]*>: <span lang="en">Fair 2027<\/span><\/span>/);
  });

  it('falls back to the plain label without a title', async () => {
    const html = await container.renderToString(EventCard, { props: { locale: 'en', event: event(null, null) } });
    expect(linkText(html, 'https://fair.example/')).toBe('Event website');
  });
});
