/**
 * Adds the product side of the sample content: Product entries, ProductDetail and
 * ProductOption entries with availability, ProductPages, the seven ProductCategory
 * entries and their category content pages.
 */
import { addPdf } from '../files.ts';
import type { SeedBuilder } from '../ids.ts';
import { img } from '../images.ts';
import type { PdfContent } from '../pdf.ts';
import {
  accordion, addPage, onPageAnchor, productsOnPage, subPageLink, subProductLink, textWithImage, fullSizeImage, pageRef,
} from '../pages/blocks.ts';
import { t, meta, type AllLanguages } from '../text.ts';
import { allProducts, categories, productsOf } from './catalog.ts';
import { features } from './features.ts';
import { productSpecs, SPECS_HEADLINE, specRows, specTable } from './specs.ts';
import type { ProductDef } from './types.ts';

const DETAILS_HEADLINE = t('Technische Details', 'Technical details', '技术参数', '技術仕様', '技術規格');
const OPTIONS_HEADLINE = t('Optionen', 'Options', '选配', 'オプション', '選配');
const SUB_ORDER = ['Automated', 'SemiAutomated', 'Manual'] as const;
const DATASHEET = t('Datenblatt', 'Datasheet', '产品规格书', 'データシート', '產品規格書');
const DEMO = 'mailto:demo@vantoro.example';
/** The note on a product page with demo slots (editor HTML, one paragraph per language). */
const demoNote = (name: string): AllLanguages =>
  t(
    `${name}: <strong>freie Demo-Termine</strong> in unserem Anwendungslabor in Garching – <a href="${DEMO}">Demo buchen</a>.`,
    `${name}: <strong>demo slots available</strong> in our Garching application lab – <a href="${DEMO}">book a demo</a>.`,
    `${name}：我们位于加兴的应用实验室<strong>现可预约设备演示</strong>——<a href="${DEMO}">立即预约</a>。`,
    `${name}：ガルヒンクのアプリケーションラボにて<strong>デモのご予約を受け付けています</strong>。<a href="${DEMO}">デモのお申し込みはこちら</a>`,
    `${name}：我們位於加興的應用實驗室<strong>開放實機展示預約</strong>——<a href="${DEMO}">立即預約</a>。`,
  );

type Language = keyof AllLanguages;
type Locale = NonNullable<PdfContent['language']>;

/** The five languages: locale code, field of an all-languages text, `lang` of HTML. In the order of specs.ts (de, en, cn, jp, tw). */
const LANGUAGES: ReadonlyArray<readonly [locale: Locale, language: Language, lang: string]> = [
  ['de', 'german', 'de'],
  ['en', 'english', 'en'],
  ['cn', 'chinese', 'zh-CN'],
  ['jp', 'japanese', 'ja'],
  ['tw', 'taiwanese', 'zh-TW'],
];

/** An all-languages text made per language. */
const perLanguage = (text: (language: Language) => string | null): AllLanguages => ({
  german: text('german'),
  english: text('english'),
  chinese: text('chinese'),
  japanese: text('japanese'),
  taiwanese: text('taiwanese'),
});

/** A download's label in every language (the fields of ComponentProductDownload). */
const labels = (label: AllLanguages) => ({
  germanLabel: label.german,
  englishLabel: label.english,
  chineseLabel: label.chinese,
  japaneseLabel: label.japanese,
  taiwaneseLabel: label.taiwanese,
});

/**
 * The datasheet lines of a product in one language ([headline, ...highlights]), or null where its
 * page is (deliberately) not translated. A product is translated into a language as a whole: its
 * headline, description, information and every highlight, or none of them.
 */
function datasheetLines(p: ProductDef, language: Language): string[] | null {
  const texts = [p.headline, p.description, p.info, ...p.highlights].map((text) => text[language] ?? null);
  if (texts.every((text) => text === null) && language !== 'english') return null;
  if (texts.some((text) => !text)) throw new Error(`sample content: product ${p.slug} is translated into ${language} only in part`);
  return [p.headline[language]!, ...p.highlights.map((highlight) => highlight[language]!)];
}

export const productPageRef = (b: SeedBuilder, slug: string): string => b.ref('ProductPage', slug);

function addProducts(b: SeedBuilder): void {
  for (const p of allProducts) b.add('Product', p.slug, { productName: p.name, slug: p.slug, category: p.category });
}

function addFeatures(b: SeedBuilder): void {
  for (const f of features) {
    b.add(f.kind === 'detail' ? 'ProductDetail' : 'ProductOption', f.key, {
      backendLabel: f.key,
      headline: f.headline,
      content: f.content,
      description: f.description,
      showDetailHeadline: true,
      availabilityTile: f.tiles.map(([title, backendLabel, slugs]) => ({
        CategoryTitle: { ...title },
        backendLabel,
        products: b.refs('Product', slugs),
      })),
    });
  }
}

function productPage(b: SeedBuilder, p: ProductDef, index: number): void {
  const mine = features.filter((f) => f.category === p.category && f.tiles.some(([, , slugs]) => slugs.includes(p.slug)));
  const spec = productSpecs[p.slug];
  if (!spec) throw new Error(`sample content: product ${p.slug} has no specification (products/specs.ts)`);
  b.add('ProductDetail', `specs-${p.slug}`, {
    backendLabel: `specs-${p.slug}`,
    headline: SPECS_HEADLINE,
    content: specTable(spec),
    description: `Specification table of the ${p.name}`,
    showDetailHeadline: true,
    availabilityTile: [],
  });
  const details = [b.ref('ProductDetail', `specs-${p.slug}`), ...mine.filter((f) => f.kind === 'detail').map((f) => b.ref('ProductDetail', f.key))];
  const options = mine.filter((f) => f.kind === 'option').map((f) => b.ref('ProductOption', f.key));
  // The datasheet in every language the page is written in. The English one (added first) keeps the
  // key and file name it always had: it is the download's `downloadFile`, and the file of every
  // language without a datasheet of its own.
  const datasheets = perLanguage(() => null);
  for (const column of [1, 0, 2, 3, 4]) {
    const [locale, language] = LANGUAGES[column]!;
    const lines = datasheetLines(p, language);
    const suffix = locale === 'en' ? '' : `-${locale}`;
    datasheets[language] = lines
      ? addPdf(b, {
          key: `datasheet-${p.slug}${suffix}`,
          name: `vantoro-${p.slug}-datasheet${suffix}`,
          title: `${p.name} – ${DATASHEET[language]}`,
          lines,
          table: specRows(spec, column),
          language: locale,
        })
      : null;
  }
  const downloads = [{ ...labels(DATASHEET), downloadFile: datasheets.english, localizedFiles: datasheets }];
  // Planning documents: labelled in every language, written in English only.
  for (const [label, title] of p.extraDownloads ?? []) {
    const key = `${p.slug}-${(label.english ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
    const file = addPdf(b, {
      key,
      name: `vantoro-${key}`,
      title: title.english ?? '',
      lines: ['Vantoro Process Systems SE', 'Planning document for facility engineers.'],
      language: 'en',
    });
    downloads.push({ ...labels(label), downloadFile: file, localizedFiles: { ...perLanguage(() => null), english: file } });
  }
  // Editor HTML with one top-level element per language: the site shows the one of the page's language.
  const note = demoNote(p.name);
  const html = LANGUAGES.map(([, language, lang]) => `<p class="product-note" lang="${lang}">${note[language]}</p>`).join('\n');
  const dynamicComponents = p.slug === 'ma300-gen3' || p.slug === 'xbc300-gen2' ? [{ __typename: 'ComponentContentRenderHtml', html }] : [];
  b.add('ProductPage', p.slug, {
    slug: p.slug,
    Productname: p.name,
    Productheadline: p.headline,
    Productdescription: p.description,
    Productinformations: p.info,
    Productimage: img(b, `product-${p.slug}`),
    Highlights: p.highlights,
    Category: p.category,
    SubCategory: p.sub,
    ProductPageDownloads: downloads,
    News: b.refs('NewsArticle', p.news),
    details: details.length ? [{ headline: DETAILS_HEADLINE, backendLabel: `${p.category}-details`, productDetails: details }] : [],
    options: options.length ? [{ headline: OPTIONS_HEADLINE, backendLabel: `${p.category}-options`, productOptions: options }] : [],
    dynamicComponents,
    metaInformation: meta(
      perLanguage((language) => (p.headline[language] ? `${p.name} – ${p.headline[language]}` : null)),
      perLanguage((language) => p.description[language] ?? null),
    ),
    published_at: p.draft ? null : `2024-0${1 + (index % 9)}-1${index % 10}T09:00:00.000Z`,
  });
}

function categoryEntries(b: SeedBuilder): void {
  for (const c of categories) {
    const products = productsOf(c.category);
    const pageId = addPage(b, {
      slug: c.slug,
      internationalSlug: c.internationalSlug,
      BackendName: `Product category: ${c.label.english}`,
      Headline: c.label,
      pageCategory: 'ProductsAndSolutions',
      meta: meta(c.label, c.intro),
      anchorNavigation: null,
      pageSubNavigation: [
        onPageAnchor('products', t('Produkte', 'Products', '产品', '製品', '產品')),
        ...products.map((p) => subProductLink(p.category, p.name, p.slug)),
        subPageLink({ label: t('Schulung', 'Training', '培训', 'トレーニング', '培訓'), page: pageRef(b, 'schulung') }),
      ],
      content: [
        textWithImage(c.intro, img(b, c.image), c.order % 2 ? 'right' : 'left', 'intro'),
        productsOnPage(t('Unsere Systeme', 'Our systems', '我们的系统', '製品ラインナップ', '我們的系統'), products.map((p) => productPageRef(b, p.slug)), 'products'),
        ...(c.category === 'MaskAligner'
          ? [
              accordion(t('Häufige Fragen', 'Frequently asked questions', '常见问题', 'よくある質問', '常見問題'), [
                [
                  t('Kontakt oder Proximity?', 'Contact or proximity?', '接触式还是接近式？', 'コンタクトかプロキシミティか？', '接觸式還是近接式？'),
                  t(
                    'Kontaktbelichtung erreicht die höchste Auflösung; Proximity schont Maske und Wafer. Alle unsere Mask Aligner beherrschen beides.',
                    'Contact exposure reaches the highest resolution; proximity protects mask and wafer. All our mask aligners do both.',
                    '接触式曝光分辨率最高；接近式曝光可保护掩模和晶圆。我们所有的对准曝光机均支持两种方式。',
                    'コンタクト露光は最高の解像度を実現し、プロキシミティ露光はマスクとウェーハを保護します。当社のマスクアライナーはすべて両方に対応します。',
                    '接觸式曝光解析度最高；近接式曝光可保護光罩與晶圓。我們所有的對準曝光機均支援兩種方式。',
                  ),
                ],
                [
                  t('Wann lohnt sich ein Scanner?', 'When is a scanner worth it?', '何时值得选用扫描曝光机？', 'スキャナーが適しているのはどんな場合？', '何時值得選用掃描曝光機？'),
                  t(
                    'Bei verzogenen Substraten und Strukturen unter 3 µm auf großen Feldern. Sprechen Sie mit unseren Anwendungsingenieuren.',
                    'With warped substrates and features below 3 µm over large fields. Talk to our application engineers.',
                    '当基板翘曲且需在大视场内实现 3 µm 以下的结构时。欢迎咨询我们的应用工程师。',
                    '反りのある基板や、大きなフィールドで3 µm未満のパターンが必要な場合です。アプリケーションエンジニアにご相談ください。',
                    '當基板翹曲且需在大視場內實現 3 µm 以下的結構時。歡迎諮詢我們的應用工程師。',
                  ),
                ],
              ]),
            ]
          : []),
        ...(c.category === 'WaferBonder' ? [fullSizeImage(img(b, 'news-bond'), t('Hybridbonden für Chiplets.', 'Hybrid bonding for chiplets.', '面向芯粒的混合键合。', 'チップレットのためのハイブリッドボンディング。', '面向小晶片的混合鍵合。'))] : []),
      ],
    });
    b.add('ProductCategory', c.category, {
      Category: c.category,
      Label: c.label,
      order: c.order,
      subcategories: SUB_ORDER.filter((sub) => products.some((p) => p.sub === sub)).map((sub) => ({
        BackendName: `${c.category}-${sub}`,
        Category: sub,
        ProductPageLink: products.filter((p) => p.sub === sub).map((p) => ({ product_page: productPageRef(b, p.slug) })),
      })),
      categoryPage: pageId,
    });
  }
}

/** Adds products, features, product pages, categories and category pages. */
export function addProductContent(b: SeedBuilder): void {
  addProducts(b);
  addFeatures(b);
  allProducts.forEach((p, i) => productPage(b, p, i));
  categoryEntries(b);
}
