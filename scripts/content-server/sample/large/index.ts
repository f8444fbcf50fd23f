/**
 * Sample content at scale, for benchmarks: the regular sample content plus synthetic product
 * pages, news articles and content pages. Synthetic entries reuse the sample's uploads (images
 * and PDFs) instead of rendering new ones, so 10,000 entries stay small in memory and on disk.
 * Deterministic: the same options give the same seed.
 */
import { random } from '../art/common.ts';
import { addFiles, fileKey } from '../files.ts';
import { SeedBuilder } from '../ids.ts';
import { imageSpecs } from '../images.ts';
import { addSampleEntries, linkRelatedFiles } from '../index.ts';
import { categories } from '../products/catalog.ts';
import { features } from '../products/features.ts';
import type { ProductCategoryName } from '../products/types.ts';
import { deEn, m, meta, same, t } from '../text.ts';
import type { Seed } from '../../seed-types.ts';
import { applications, categoryNouns, categoryPrefix, irTitles, newsTopics, substrates } from './words.ts';

export interface LargeContentOptions {
  products: number;
  news: number;
  pages: number;
}

const SUBS = ['Automated', 'SemiAutomated', 'Manual'] as const;
const IR_SUBS = [
  'adhocReleases',
  'financialReports',
  'votingRights',
  'totalVotingRights',
  'financialCalendar',
  'directorsDealings',
  null,
] as const;
const PAGE_CATEGORIES = [null, 'Company', 'ProductsAndSolutions', 'InvestorRelations', 'Career'] as const;

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
const pad = (n: number): string => String(n).padStart(5, '0');

function date(rnd: () => number): string {
  const year = 2015 + Math.floor(rnd() * 12);
  const month = 1 + Math.floor(rnd() * 12);
  const day = 1 + Math.floor(rnd() * 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function addSyntheticNews(b: SeedBuilder, count: number): string[] {
  const rnd = random('large-news');
  const images = imageSpecs()
    .filter((s) => !s.key.startsWith('portrait-'))
    .map((s) => b.ref('UploadFile', fileKey(s.key)));
  const pdfs = b
    .keys('UploadFile')
    .filter((k) => k.startsWith('file:news-'))
    .map((k) => b.ref('UploadFile', k));
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    const roll = i % 10;
    const main = roll < 4 ? 'corporateNews' : roll < 6 ? 'technicalPublications' : 'investorRelationsNews';
    const sub = main === 'investorRelationsNews' ? IR_SUBS[i % IR_SUBS.length] : null;
    const key = `syn-news-${pad(i)}`;
    let headline;
    let content;
    if (main === 'investorRelationsNews') {
      const [de, en] = irTitles[sub ?? 'press'];
      headline = deEn(`${de} Nr. ${i + 1}`, `${en} no. ${i + 1}`);
      content = deEn(
        `Synthetischer Eintrag ${i + 1} für Lasttests der Investor-Relations-Listen.`,
        `Synthetic entry ${i + 1} for load tests of the investor-relations lists.`,
      );
    } else {
      const topic = pick(rnd, newsTopics);
      const [appDe, appEn] = pick(rnd, applications);
      headline = t(
        `${topic[0]} (${i + 1})`,
        `${topic[1]} (${i + 1})`,
        `${topic[2]}（${i + 1}）`,
        `${topic[3]}（${i + 1}）`,
        `${topic[4]}（${i + 1}）`,
      );
      content = t(
        `Synthetischer Beitrag zum Thema ${appDe}. Er dient Lasttests der News-Listen und Detailseiten.`,
        `Synthetic article about ${appEn}. It serves load tests of the news lists and detail pages.`,
        `关于${appEn}的合成文章，用于新闻列表和详情页的负载测试。`,
        `${appEn}に関する合成記事です。ニュース一覧と詳細ページの負荷テストに使用します。`,
        null,
      );
    }
    b.add('NewsArticle', key, {
      Headline: headline,
      content,
      PDF: main !== 'corporateNews' && pdfs.length > 0 && rnd() < 0.5 ? pick(rnd, pdfs) : null,
      newsMainCategory: main,
      newsSubCategory: sub,
      publishingDate: date(rnd),
      slug: `synthetic-${main.toLowerCase()}-${pad(i)}`,
      articleImage: rnd() < 0.6 ? pick(rnd, images) : null,
    });
    keys.push(key);
  }
  return keys;
}

function addSyntheticProducts(b: SeedBuilder, count: number, newsKeys: string[]): void {
  const rnd = random('large-products');
  const sampleProducts = b.keys('ProductPage');
  for (let i = 0; i < count; i++) {
    const category: ProductCategoryName = categories[i % categories.length].category;
    const sub = SUBS[Math.floor(i / categories.length) % SUBS.length];
    const name = `${categoryPrefix[category]}${100 + i} Gen${1 + (i % 4)}`;
    const slug = name.toLowerCase().replace(/\s+/g, '-');
    const [nounDe, nounEn] = categoryNouns[category];
    const [subDe, subEn] = pick(rnd, substrates);
    const [appDe, appEn] = pick(rnd, applications);
    const template = b.get('ProductPage', sampleProducts.find((k) => b.get('ProductPage', k).Category === category) ?? sampleProducts[0]);
    const details = features.filter((f) => f.category === category && f.kind === 'detail').map((f) => b.ref('ProductDetail', f.key));
    const options = features.filter((f) => f.category === category && f.kind === 'option').map((f) => b.ref('ProductOption', f.key));
    b.add('Product', slug, { productName: name, slug, category });
    b.add('ProductPage', slug, {
      slug,
      Productname: name,
      Productheadline: m(`${nounDe} für ${appDe}`, `${nounEn[0].toUpperCase()}${nounEn.slice(1)} for ${appEn}`),
      Productdescription: m(
        `Synthetisches Produkt für Lasttests: ${nounDe} für ${subDe}.`,
        `Synthetic product for load tests: ${nounEn} for ${subEn}.`,
      ),
      Productinformations: m(`## Einsatz\n\n${appDe}, ${subDe}.`, `## Use\n\n${appEn}, ${subEn}.`),
      Productimage: template.Productimage,
      Highlights: [m(`Für ${subDe}`, `For ${subEn}`), m(`Optimiert für ${appDe}`, `Optimised for ${appEn}`)],
      Category: category,
      SubCategory: sub,
      ProductPageDownloads: template.ProductPageDownloads,
      News: newsKeys.length > 0 ? [b.ref('NewsArticle', pick(rnd, newsKeys))] : [],
      details: details.length
        ? [
            {
              headline: t('Technische Details', 'Technical details', '技术参数', '技術仕様', '技術規格'),
              backendLabel: `${category}-details`,
              productDetails: details,
            },
          ]
        : [],
      options: options.length
        ? [
            {
              headline: t('Optionen', 'Options', '选配', 'オプション', '選配'),
              backendLabel: `${category}-options`,
              productOptions: options,
            },
          ]
        : [],
      dynamicComponents: [],
      metaInformation: meta(same(name), deEn(`${nounDe} für ${appDe}`, `${nounEn} for ${appEn}`)),
      published_at: `${date(rnd)}T09:00:00.000Z`,
    });
  }
}

function addSyntheticPages(b: SeedBuilder, count: number): void {
  const rnd = random('large-pages');
  const images = imageSpecs()
    .filter((s) => !s.key.startsWith('portrait-') && !s.key.startsWith('product-'))
    .map((s) => b.ref('UploadFile', fileKey(s.key)));
  for (let i = 0; i < count; i++) {
    const n = i + 1;
    b.add('ContentPage', `seite-${pad(n)}`, {
      BackendName: `Synthetic page ${n}`,
      Headline: t(`Beispielseite ${n}`, `Sample page ${n}`, `示例页面 ${n}`, `サンプルページ ${n}`, `範例頁面 ${n}`),
      slug: `seite-${pad(n)}`,
      internationalSlug: `page-${pad(n)}`,
      pageCategory: PAGE_CATEGORIES[i % PAGE_CATEGORIES.length],
      metaInformation: { title: deEn(`Beispielseite ${n}`, `Sample page ${n}`), description: null },
      anchorNavigation: null,
      pageSubNavigation: [],
      content: [
        {
          __typename: 'ComponentContentTextareaAllLanguages',
          content: t(
            `Synthetische Seite ${n} für Lasttests.`,
            `Synthetic page ${n} for load tests.`,
            `用于负载测试的合成页面 ${n}。`,
            `負荷テスト用の合成ページ ${n}。`,
            null,
          ),
        },
        {
          __typename: 'ComponentContentTextWithImage',
          content: deEn('Bild und Text, wiederverwendet aus dem Beispielinhalt.', 'Image and text, reused from the sample content.'),
          image: pick(rnd, images),
          imageAlignment: i % 2 ? 'left' : 'right',
        },
      ],
      published_at: rnd() < 0.95 ? `${date(rnd)}T08:00:00.000Z` : null,
    });
  }
}

/** The sample content plus `products` product pages, `news` articles and `pages` content pages. */
export async function buildLargeContent(options: LargeContentOptions): Promise<Seed> {
  const b = new SeedBuilder();
  await addFiles(b, imageSpecs(), []);
  addSampleEntries(b);
  linkRelatedFiles(b); // before the synthetic entries: shared uploads keep short `related` lists
  const newsKeys = addSyntheticNews(b, options.news);
  addSyntheticProducts(b, options.products, newsKeys);
  addSyntheticPages(b, options.pages);
  await b.settle();
  return b.finish();
}
