/** A small seed for the embedded content server: enough to run every operation of the site. */
import type { Seed } from '../../../../scripts/content-server/seed-types.ts';

const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
const tr = (text: string) => ({ german: text, english: text });

function file(id: string, hash: string) {
  const format = {
    name: `thumbnail_${hash}`,
    hash: `thumbnail_${hash}`,
    ext: '.png',
    mime: 'image/png',
    width: 1,
    height: 1,
    size: 0.1,
    path: null,
  };
  return {
    id,
    name: `${hash}.png`,
    hash,
    ext: '.png',
    mime: 'image/png',
    size: 0.1,
    width: 1,
    height: 1,
    url: `/uploads/${hash}.png`,
    previewUrl: null,
    provider: 'local',
    provider_metadata: null,
    formats: { thumbnail: { ...format, url: `/uploads/thumbnail_${hash}.png` } },
  };
}

const published = '2024-01-01T00:00:00.000Z';

export async function miniSeed(): Promise<Seed> {
  return {
    collections: {
      UploadFile: [file('1', 'hero_a1'), file('2', 'tile_b2')],
      ContentPage: [
        {
          id: '1',
          slug: 'kontakt',
          internationalSlug: 'contact',
          Headline: tr('Kontakt'),
          published_at: published,
          pageSubNavigation: [
            { __typename: 'ComponentSubNavigationOnPageAnchor', anchorId: 'form', anchorTranslation: tr('Formular') },
            { __typename: 'ComponentSubNavigationContentPageLink', label: tr('Fehler'), content_page: '2' },
          ],
          content: [
            { __typename: 'ComponentContentTextarea', german: 'Hallo', english: 'Hello' },
            { __typename: 'ComponentContentTextWithImage', content: tr('Text'), image: '1', imageAlignment: 'left' },
            {
              __typename: 'ComponentContentLanguageSpecificAccordion',
              language: 'german',
              headline: 'Nur deutsch',
              items: [{ title: 'a', content: 'b' }],
            },
            { __typename: 'ComponentContentAccordion', headline: tr('Fragen'), items: [{ title: tr('a'), content: tr('b') }] },
          ],
        },
        {
          id: '2',
          slug: '404-error-page',
          internationalSlug: '404-error-page',
          published_at: published,
          content: [{ __typename: 'ComponentContentTextarea', german: 'Nicht gefunden', english: 'Not found' }],
        },
        { id: '3', slug: 'entwurf', internationalSlug: 'draft', published_at: null },
      ],
      Locale: Array.from({ length: 150 }, (_, i) => ({ id: String(i + 1), code: `l${i + 1}` })),
      MetaMenuLink: [{ id: '1', slug: 'kontakt', internationalSlug: 'contact', label: tr('Kontakt'), isContentPage: true, order: 1 }],
    },
    singles: {
      HomepageInformationTile: {
        InformationTiles: [
          {
            backendLabel: 'contact',
            Label: tr('Kontakt'),
            size: 'small',
            order: 1,
            Link: { content_page: '1' },
            BackgroundImage: { image: '2', backgroundPosition: 'fullImage' },
          },
        ],
      },
      FooterCompanyInfo: { html: '<p>Company</p>' },
    },
    uploads: ['hero_a1', 'tile_b2'].flatMap((hash) => [
      { path: `${hash}.png`, data: png },
      { path: `thumbnail_${hash}.png`, data: png },
    ]),
  };
}
