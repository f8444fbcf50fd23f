/**
 * Structured data (src/seo/structured-data.ts): each type has the properties search engines require,
 * with absolute URLs; a missing one is named.
 */
import { describe, expect, it } from 'vitest';
import { eventData, missingRequired, newsArticleData, organizationData, productData } from '../../../src/seo/structured-data.ts';

const origin = 'https://www.vantoro.example';

describe('structured data', () => {
  it('describes the company, a product, an article and an event with every required property and absolute URLs', () => {
    const organization = organizationData(origin);
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
    });
    const product = productData(
      {
        name: 'XBC300 Gen2',
        description: 'Bonding cluster',
        images: ['/uploads/xbc.webp'],
        path: '/en/p/xbc300-gen2/',
        category: 'Wafer Bonder',
        lang: 'en',
      },
      origin,
    );
    expect(product).toMatchObject({
      image: [`${origin}/uploads/xbc.webp`],
      url: `${origin}/en/p/xbc300-gen2/`,
      brand: { '@type': 'Brand', name: 'Vantoro' },
    });
    const article = newsArticleData(
      { headline: 'x'.repeat(130), images: [], datePublished: '2026-01-05', path: '/en/news/a/', lang: 'en' },
      origin,
    );
    expect((article.headline as string).length).toBe(110);
    // No image of its own: the company's logo stands in.
    expect(article.image).toEqual([`${origin}/favicon.svg`]);
    const event = eventData(
      {
        name: 'Microfab Expo',
        description: null,
        startDate: '2027-11-16',
        endDate: null,
        location: 'Messe München',
        path: '/en/event/x/',
        lang: 'en',
      },
      origin,
    );
    expect(event).toMatchObject({ endDate: '2027-11-16', location: { '@type': 'Place', name: 'Messe München', address: 'Messe München' } });
    for (const data of [organization, product, article, event]) expect(missingRequired(data), String(data['@type'])).toEqual([]);
  });

  it('names the required properties that are missing or empty', () => {
    expect(missingRequired({ '@type': 'Event', name: 'X', startDate: '' })).toEqual(['Event.startDate', 'Event.location']);
    expect(missingRequired({ '@type': 'Product', name: 'X', image: [], description: 'd', brand: {} })).toEqual(['Product.image']);
  });
});
