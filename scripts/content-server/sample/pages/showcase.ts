/**
 * "Content blocks": one page that uses every block type of the content model (docs/content-blocks.md §3), in all
 * five languages, for editors to see what each block looks like and for the end-to-end tests to
 * check each one. Some texts are left untranslated on purpose (see `untranslatedSamples` in
 * ../index.ts), so the English fallback shows.
 */
import { addMedia } from '../files.ts';
import type { SeedBuilder } from '../ids.ts';
import { img } from '../images.ts';
import { newsRef } from '../news/index.ts';
import { productPageRef } from '../products/index.ts';
import { deEn, md, same, t } from '../text.ts';
import {
  accordion, addPage, contactForm, events, fullSizeImage, iframe, imageArchive, informationTiles, investorAccordion, languageAccordion,
  htmlVideo, locations, multiLanguageVideo, newsletterSignup, onPageAnchor, openPositions, pageMetaNavigation, pageRef, plusLink, productDetailsBlock,
  productDownloads, productHighlights, productOptionsBlock, productsOnPage, relatedNews, renderHtml, tabGroup, textarea, textareaAll,
  textWithDownload, textWithEmployeeCard, textWithImage, threeColumns, twoColumns, videoEmbed, youtube,
  type Block,
} from './blocks.ts';
import { eventList } from './events.ts';
import { employees, locationList, type Employees } from './people.ts';

const SHOWCASE_SLUG = 'inhaltsbausteine';

export function addShowcasePage(b: SeedBuilder): void {
  const people = employees(b);
  addPage(b, {
    slug: SHOWCASE_SLUG,
    internationalSlug: 'content-blocks',
    BackendName: 'Content blocks: every block type',
    Headline: t('Inhaltsbausteine', 'Content blocks', '内容模块', null, '內容模組'),
    meta: {
      title: t('Inhaltsbausteine', 'Content blocks', '内容模块', 'コンテンツブロック', '內容模組'),
      description: t(
        'Alle Bausteine, aus denen die Seiten dieser Website bestehen, auf einer Seite.',
        'Every building block the pages of this site are made of, on one page.',
        '本网站页面所使用的全部模块，集中在一个页面上。',
        'このサイトのページを構成するすべてのブロックを1ページで紹介します。',
        '本網站頁面所使用的全部模組，集中在一個頁面上。',
      ),
    },
    pageSubNavigation: [
      onPageAnchor('text', t('Text', 'Text', '文本', 'テキスト', '文字')),
      onPageAnchor('media', t('Medien', 'Media', '媒体', 'メディア', '媒體')),
      onPageAnchor('products', t('Produkte', 'Products', '产品', '製品', '產品')),
      onPageAnchor('contact', t('Kontakt', 'Contact', '联系', 'お問い合わせ', '聯絡')),
    ],
    content: [
      ...showcaseTextBlocks(b),
      ...showcaseMediaBlocks(b),
      ...showcaseProductBlocks(b),
      ...showcaseContactBlocks(people),
    ],
  });
}

/** The text blocks (the sub-navigation's "text" anchor). */
function showcaseTextBlocks(b: SeedBuilder): Block[] {
  return [
    // 0 — text blocks
    textarea(
      md('Diese Seite zeigt **jeden Baustein**, den Redakteure auf einer Seite verwenden können.', 'Einige Texte gibt es nicht in jeder Sprache: dort steht der englische Text, als Englisch gekennzeichnet.'),
      md('This page shows **every block** editors can put on a page.', 'Some texts are not available in every language: the English text stands in there, marked as English.'),
      'text',
    ),
    textareaAll(t(
      md('## Ein Text in allen Sprachen', 'Überschriften der zweiten Ebene erhalten einen Anker, [Links](https://www.vantoro.example/) und Zeilen-\numbrüche bleiben erhalten.'),
      md('## A text in every language', 'Level-two headings get an anchor; [links](https://www.vantoro.example/) and line\nbreaks are kept.'),
      md('## 多语言文本', '二级标题带有锚点，[链接](https://www.vantoro.example/)和换\n行均保留。'),
      null,
      null,
    )),
    twoColumns([
      t('**Links**: die erste von zwei Spalten.', '**Left**: the first of two columns.', '**左栏**：两栏中的第一栏。', '**左**：2列の1列目。', '**左欄**：兩欄中的第一欄。'),
      t('**Rechts**: die zweite Spalte.', '**Right**: the second column.', '**右栏**：第二栏。', '**右**：2列目。', '**右欄**：第二欄。'),
    ]),
    threeColumns([
      t('**70 Jahre**\n\nErfahrung', '**70 years**\n\nof experience', '**70 年**\n\n经验', '**70年**\n\nの経験', '**70 年**\n\n經驗'),
      t('**40 000**\n\nErsatzteile ab Lager', '**40,000**\n\nspare parts in stock', '**40000**\n\n种备件现货', '**40,000**\n\n点の在庫部品', '**40000**\n\n種備品現貨'),
      t('**24/7**\n\nService-Hotline', '**24/7**\n\nservice hotline', '**24/7**\n\n服务热线', '**24時間365日**\n\nサービスホットライン', '**24/7**\n\n服務專線'),
    ]),
    textWithImage(
      t('Text mit Bild links: das Bild steht auf breiten Bildschirmen neben dem Text.', 'Text with the image on the left: on wide screens the image sits beside the text.', '图片在左侧：在宽屏上图片位于文本旁边。', '画像が左の場合：広い画面では画像がテキストの横に表示されます。', '圖片在左側：在寬螢幕上圖片位於文字旁邊。'),
      img(b, 'cleanroom-yellow'),
      'left',
    ),
    textWithImage(
      t('Text mit Bild rechts.', 'Text with the image on the right.', '图片在右侧。', null, '圖片在右側。'),
      img(b, 'optics-exposure'),
      'right',
    ),
    fullSizeImage(img(b, 'hero-wafer'), t('Ein Bild über die ganze Breite, mit Bildunterschrift.', 'A full-width image with its caption.', '通栏图片及其说明。', '全幅画像とキャプション。', '通欄圖片及其說明。')),
    textWithDownload(
      t('Text mit Download: die Datei mit Typ und Größe.', 'Text with a download: the file with its type and size.', '带下载的文本：文件类型和大小。', 'ダウンロード付きテキスト：ファイルの種類とサイズ。', '附下載的文字：檔案類型與大小。'),
      b.ref('UploadFile', 'file:datasheet-ma12'),
    ),
    plusLink('Kundenservice', 'service'),
    accordion(t('Häufige Fragen', 'Frequently asked questions', '常见问题', 'よくある質問', '常見問題'), [
      [t('Wie schnell liefern Sie Ersatzteile?', 'How fast do you ship spare parts?', '备件发货有多快？', 'スペアパーツはどのくらいで届きますか？', '備品出貨有多快？'), t('Teile ab Lager am selben Tag.', 'Parts in stock ship the same day.', '现货当日发货。', '在庫品は当日出荷します。', '現貨當日出貨。')],
      [t('Bieten Sie Schulungen an?', 'Do you offer training?', '提供培训吗？', 'トレーニングはありますか？', '提供培訓嗎？'), t('Ja, im Trainingszentrum oder bei Ihnen vor Ort.', 'Yes, in our training centre or at your site.', null, 'はい、トレーニングセンターまたはお客様の現場で実施します。', null)],
    ], 'faq'),
    languageAccordion('german', 'Nur auf Deutsch', [['Lieferantenportal', 'Der Zugang zum Lieferantenportal wird vom Einkauf vergeben.']]),
    languageAccordion('english', 'In English', [['Supplier portal', 'Purchasing grants access to the supplier portal.']]),
    languageAccordion('japanese', '日本語のみ', [['サプライヤーポータル', 'サプライヤーポータルへのアクセスは購買部が発行します。']]),
    investorAccordion(deEn('Ad-hoc-Meldungen', 'Ad-hoc releases'), 'adhocReleases', 'ir-releases'),
    tabGroup(t('Leistungen', 'Services', '服务', 'サービス', '服務'), 'lightblue', [
      [t('Ersatzteile', 'Spare parts', '备件', 'スペアパーツ', '備品'), t(
        md('Über 40 000 Teile ab Lager.', '### Bestellung', '- per E-Mail an [parts@vantoro.example](mailto:parts@vantoro.example)\n- telefonisch, **24/7**'),
        md('More than 40,000 parts in stock.', '### Ordering', '- by email to [parts@vantoro.example](mailto:parts@vantoro.example)\n- by phone, **24/7**'),
        md('超过 40000 种备件现货。', '### 订购', '- 发送电子邮件至 [parts@vantoro.example](mailto:parts@vantoro.example)\n- 电话订购，**全天候**'),
        md('4万点以上の部品を在庫。', '### ご注文', '- メール：[parts@vantoro.example](mailto:parts@vantoro.example)\n- お電話：**24時間365日**'),
        md('超過 40000 種備品現貨。', '### 訂購', '- 寄送電子郵件至 [parts@vantoro.example](mailto:parts@vantoro.example)\n- 電話訂購，**全天候**'),
      )],
      [t('Wartung', 'Maintenance', '维护', 'メンテナンス', '維護'), t('Vorbeugende Wartung nach Plan.', 'Scheduled preventive maintenance.', '按计划进行预防性维护。', null, '依計畫進行預防性維護。')],
      [t('Fernsupport', 'Remote support', '远程支持', 'リモートサポート', '遠端支援'), t('Diagnose durch Prozessexperten.', 'Diagnosis by process experts.', '由工艺专家进行诊断。', 'プロセス専門家による診断。', '由製程專家進行診斷。')],
    ], 'tabs'),
  ];
}

/** Videos, embeds, HTML, images, tiles and the page meta navigation (the "media" anchor). */
function showcaseMediaBlocks(b: SeedBuilder): Block[] {
  return [
    // media
    youtube(t('Einblick ins Anwendungslabor', 'Inside the application lab', '走进应用实验室', 'アプリケーションラボの紹介', '走進應用實驗室'), 'vNt0AppLab1', 'media'),
    multiLanguageVideo(
      t('Vantoro in 90 Sekunden', 'Vantoro in 90 seconds', '90 秒了解 Vantoro', '90秒でわかるVantoro', '90 秒認識 Vantoro'),
      t('vNt0DeIntro', 'vNt0EnIntro', null, 'vNt0JpIntro', null),
    ),
    htmlVideo(
      t('Belackung in Zeitlupe', 'Spin coating in slow motion', '慢动作旋涂', 'スピンコートのスローモーション', '慢動作旋塗'),
      addMedia(b, { key: 'video-wafer-spin', file: 'wafer-spin.webm', name: 'vantoro-wafer-spin', mime: 'video/webm', alternativeText: 'A wafer turning on the spin chuck', width: 640, height: 360 }),
      img(b, 'cleanroom-training'),
      addMedia(b, { key: 'captions-wafer-spin-en', file: 'wafer-spin.en.vtt', name: 'vantoro-wafer-spin-captions-en', mime: 'text/vtt', alternativeText: 'English captions' }),
    ),
    videoEmbed(t('Imprint in 60 Sekunden', 'Imprint in 60 seconds', '60 秒了解压印', '60秒でわかるインプリント', '60 秒認識壓印'), 'https://player.vimeo.com/video/100000001'),
    iframe(t('Anfahrt Garching', 'Directions to Garching', '加兴总部交通指南', 'ガルヒンク本社へのアクセス', '加興總部交通指南'), 'https://www.openstreetmap.org/export/embed.html?bbox=11.64%2C48.24%2C11.69%2C48.27&layer=mapnik', 420),
    // One version per language, each marked with lang; Chinese and Taiwanese pages show the English one (marked as English).
    renderHtml(
      '<div lang="de"><h3>HTML-Baustein</h3><p>Redakteure können <strong>HTML</strong> einfügen; es wird vor der Anzeige <a href="https://www.vantoro.example/">bereinigt</a>.</p><table><caption>Reinraumklassen</caption><thead><tr><th scope="col">ISO-Klasse</th><th scope="col">Partikel ≥ 0,1 µm je m³</th></tr></thead><tbody><tr><td>ISO 3</td><td>1.000</td></tr><tr><td>ISO 5</td><td>100.000</td></tr></tbody></table></div>' +
        '<div lang="en"><h3>Raw HTML</h3><p>Editors may paste <strong>HTML</strong>; it is <a href="https://www.vantoro.example/">sanitised</a> before it is shown.</p><table><caption>Cleanroom classes</caption><thead><tr><th scope="col">ISO class</th><th scope="col">Particles ≥ 0.1 µm per m³</th></tr></thead><tbody><tr><td>ISO 3</td><td>1,000</td></tr><tr><td>ISO 5</td><td>100,000</td></tr></tbody></table></div>' +
        '<div lang="ja"><h3>HTMLブロック</h3><p>編集者は<strong>HTML</strong>を貼り付けられます。表示前に<a href="https://www.vantoro.example/">サニタイズ</a>されます。</p><table><caption>クリーンルームの清浄度クラス</caption><thead><tr><th scope="col">ISOクラス</th><th scope="col">0.1 µm以上の粒子数（1 m³あたり）</th></tr></thead><tbody><tr><td>ISO 3</td><td>1,000</td></tr><tr><td>ISO 5</td><td>100,000</td></tr></tbody></table></div>',
    ),
    imageArchive(
      t('Bildarchiv (Auszug)', 'Image archive (excerpt)', '图片库（节选）', '画像アーカイブ（抜粋）', '圖片庫（節選）'),
      ['hero-wafer', 'cleanroom-yellow', 'optics-imprint', 'bond-stack', 'inkjet-droplets', 'wafer-metrology'].map((key) => img(b, key)),
    ),
    informationTiles([
      {
        backendLabel: 'blocks-service', Label: t('Service', 'Service', '服务', 'サービス', '服務'), Content: t('Rund um die Uhr für Sie da.', 'There for you around the clock.', '全天候为您服务。', '24時間対応。', '全天候為您服務。'),
        Link: { content_page: pageRef(b, 'service'), product_page: null, link: null }, CTAButtonLabel: t('Zum Service', 'To the service', '前往服务', 'サービスへ', '前往服務'),
        size: 'medium', BackgroundImage: null, backgroundColor: 'darkblue', showArrow: true, customCssClass: null, fontColor: 'white', order: 2,
      },
      {
        backendLabel: 'blocks-product', Label: same('MA200 Gen3'), Content: t('Der Mask Aligner für 200 mm.', 'The mask aligner for 200 mm.', '适用于 200 毫米的光刻对准机。', '200 mm用マスクアライナー。', '適用於 200 毫米的光罩對準機。'),
        Link: { content_page: null, product_page: productPageRef(b, 'ma200-gen3'), link: null }, CTAButtonLabel: t('Mehr erfahren', 'Learn more', '了解更多', '詳しく見る', '了解更多'),
        size: 'medium', BackgroundImage: { image: img(b, 'optics-exposure'), backgroundPosition: 'rightBottom' }, backgroundColor: 'white', showArrow: false, customCssClass: null, fontColor: 'blue', order: 1,
      },
    ]),
    pageMetaNavigation(t('Mehr über uns', 'More about us', '进一步了解我们', '詳しく知る', '進一步認識我們'), [
      { label: t('Nachhaltigkeit', 'Sustainability', '可持续发展', 'サステナビリティ', '永續發展'), page: pageRef(b, 'nachhaltigkeit') },
      { label: t('Kontakt', 'Contact', '联系', 'お問い合わせ', '聯絡'), page: pageRef(b, 'kontakt'), pageAnchor: 'locations' },
    ]),
  ];
}

/** The product blocks (the "products" anchor). */
function showcaseProductBlocks(b: SeedBuilder): Block[] {
  return [
    // products
    productsOnPage(t('Mask Aligner', 'Mask aligners', '光刻对准机', 'マスクアライナー', '光罩對準機'), ['ma300-gen3', 'ma200-gen3', 'ma12'].map((slug) => productPageRef(b, slug)), 'products'),
    productHighlights(t('Highlights', 'Highlights', '亮点', 'ハイライト', '亮點'), [
      t('Ganzer Wafer in einem Schritt', 'The whole wafer in one step', '一步完成整片晶圆', 'ウェーハ全面を一括で転写', '一次完成整片晶圓'),
      t('Nachrüstbar auf vorhandenen Anlagen', 'Retrofittable to installed systems', '可加装到现有设备上', '既設装置に後付け可能', '可加裝於現有設備'),
    ]),
    productDetailsBlock(t('Belichtung', 'Exposure', '曝光', '露光', '曝光'), 'blocks-details', [b.ref('ProductDetail', 'ma-modes'), b.ref('ProductDetail', 'ma-alignment')]),
    productOptionsBlock(t('Optionen', 'Options', '选配', 'オプション', '選配'), 'blocks-options', [b.ref('ProductOption', 'ma-nil'), b.ref('ProductOption', 'ma-led')]),
    productDownloads(t('Downloads', 'Downloads', '下载', 'ダウンロード', '下載'), [
      { germanLabel: 'Datenblatt MA12', englishLabel: 'MA12 datasheet', downloadFile: b.ref('UploadFile', 'file:datasheet-ma12') },
    ]),
    relatedNews(t('Aktuelles', 'News', '新闻', 'ニュース', '新聞'), ['cn-ma200-gen3-throughput', 'cn-acs300-gen3-launch'].map((key) => newsRef(b, key))),
  ];
}

/** People, places and dates, with the contact form (the "contact" anchor). */
function showcaseContactBlocks(people: Employees): Block[] {
  return [
    // people, places, dates
    events(t('Termine', 'Events', '活动', 'イベント', '活動'), eventList),
    locations(t('Standorte', 'Locations', '分支机构', '拠点', '據點'), locationList),
    openPositions(t('Offene Stellen', 'Open positions', '招聘职位', '募集職種', '職缺'), 'vantoro-careers-widget'),
    textWithEmployeeCard(t('Ihr Draht zu uns', 'Your line to us', '联系我们', 'お問い合わせ窓口', '聯絡我們'), people.service, 'contact'),
    contactForm(t('Schreiben Sie uns.', 'Write to us.', '请给我们留言。', 'お気軽にお問い合わせください。', '請給我們留言。'), {
      recipient: 'sales', productline: true, requestType: true, salutation: true, firstName: true, lastName: true, company: true, country: true, newletterAgreement: true,
    }),
    newsletterSignup(t('Newsletter', 'Newsletter', '新闻通讯', 'ニュースレター', '電子報'), t('Einmal im Monat.', 'Once a month.', '每月一期。', '月に1回。', '每月一期。')),
  ];
}
