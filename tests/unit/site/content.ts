/** A small site's content for the site model tests: two content pages, a product, three news articles, an event. */
import type { FixtureContent } from './fixture.ts';

export const text = (german: string | null, english: string | null) => ({
  german,
  english,
  japanese: null,
  chinese: null,
  taiwanese: null,
});

export function smallSite(): FixtureContent {
  return {
    contentPages: [
      { id: '1', slug: 'kontakt', internationalSlug: 'contact', Headline: text('Kontakt', 'Contact') },
      {
        id: '2',
        slug: 'messen',
        internationalSlug: 'fairs',
        Headline: text('Messen', 'Fairs'),
        content: [
          {
            __typename: 'ComponentContentEvents',
            id: 'e',
            events: [
              { id: 'x', label: 'semicon', title: text('Semicon', 'Semicon'), startDate: '2027-03-01' },
              { id: 'y', label: 'laser', title: text('Laser', 'Laser'), startDate: '2026-12-01' },
            ],
          },
        ] as never,
      },
      { id: '3', slug: '404-error-page', internationalSlug: null, Headline: text('Fehler', 'Error') },
    ],
    productPages: [
      { id: 'p1', slug: 'coater-x', Category: 'CoaterAndDeveloper', Productname: 'Coater X', Productheadline: text('Belacker', 'Coater') },
      { id: 'p2', slug: 'bad/slug', Category: 'CoaterAndDeveloper', Productname: 'Broken' },
    ],
    productCategories: [
      { id: 'c2', Category: 'CoaterAndDeveloper', order: 2, Label: text('Belacker (zweiter)', 'Coater (second)') },
      { id: 'c1', Category: 'CoaterAndDeveloper', order: 1, Label: text('Belacker', 'Coaters') },
    ],
    newsArticles: [
      { id: 'n1', slug: 'eins', newsMainCategory: 'corporateNews', publishingDate: '2026-01-01', Headline: text('Eins', 'One') },
      { id: 'n2', slug: 'zwei', newsMainCategory: 'corporateNews', publishingDate: '2026-03-01', Headline: text('Zwei', 'Two') },
      { id: 'n3', slug: 'drei', newsMainCategory: 'corporateNews', publishingDate: '2026-02-01', Headline: text('Drei', 'Three') },
    ],
    homepage: [{ id: 'homepage' }],
  } as FixtureContent;
}
