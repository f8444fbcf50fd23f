/** Products-and-solutions content pages: imprint lithography, training, process technologies. */
import { addPdf } from '../files.ts';
import type { SeedBuilder } from '../ids.ts';
import { img } from '../images.ts';
import { productPageRef } from '../products/index.ts';
import { newsRef } from '../news/index.ts';
import { md, t } from '../text.ts';
import {
  accordion, addPage, contactForm, productDetailsBlock, productDownloads, productHighlights, productOptionsBlock, productsOnPage, relatedNews,
  subProductLink, tabGroup, textareaAll, textWithDownload, textWithImage, twoColumns, videoEmbed,
} from './blocks.ts';

/** A product's datasheet as a download of a page: labelled in every language, the file of each language its product page has. */
function datasheetDownload(b: SeedBuilder, name: string, slug: string): Record<string, unknown> {
  const file = (suffix: string) => (b.has('UploadFile', `file:datasheet-${slug}${suffix}`) ? b.ref('UploadFile', `file:datasheet-${slug}${suffix}`) : null);
  return {
    germanLabel: `Datenblatt ${name}`,
    englishLabel: `${name} datasheet`,
    chineseLabel: `${name} 产品规格书`,
    japaneseLabel: `${name} データシート`,
    taiwaneseLabel: `${name} 產品規格書`,
    downloadFile: file(''),
    localizedFiles: { german: file('-de'), english: file(''), chinese: file('-cn'), japanese: file('-jp'), taiwanese: file('-tw') },
  };
}

export function addSolutionPages(b: SeedBuilder): void {
  addPage(b, {
    slug: 'imprint-lithografie',
    internationalSlug: 'imprint-lithography',
    BackendName: 'Products: Imprint Lithography',
    Headline: t('Imprint-Lithografie', 'Imprint Lithography', '压印光刻', 'インプリントリソグラフィ', '壓印微影'),
    pageCategory: 'ProductsAndSolutions',
    pageSubNavigation: [subProductLink('MaskAligner', 'MA12', 'ma12'), subProductLink('MaskAligner', 'MJB4', 'mjb4')],
    content: [
      textWithImage(
        t(
          md('## Strukturen stempeln statt belichten', 'Bei der UV-Nanoimprint-Lithografie prägt ein transparenter Stempel Strukturen bis unter 50 nm in einen flüssigen Lack, der anschließend mit UV-Licht aushärtet. Mikrolinsen, Diffraktionsgitter und Wellenleiter entstehen so in einem Schritt auf dem ganzen Wafer.'),
          md('## Stamping instead of exposing', 'In UV nanoimprint lithography, a transparent stamp shapes features below 50 nm into a liquid resist, which is then cured with UV light. Micro-lenses, diffraction gratings and waveguides are made in one step across the whole wafer.'),
          md('## 以压印代替曝光', '在紫外纳米压印光刻中，透明模板将小于 50 nm 的结构压入液态光刻胶，随后以紫外光固化。微透镜、衍射光栅和波导可一步在整片晶圆上成形。'),
          md('## 露光ではなくスタンプで', 'UVナノインプリントリソグラフィでは、透明なスタンプで50 nm未満の構造を液状レジストに転写し、UV光で硬化させます。マイクロレンズ、回折格子、導波路をウェーハ全面に一度で形成できます。'),
          md('## 以壓印取代曝光', '在紫外光奈米壓印微影中，透明模板將小於 50 nm 的結構壓入液態光阻，隨後以紫外光固化。微透鏡、繞射光柵與波導可一次在整片晶圓上成形。'),
        ),
        img(b, 'optics-imprint'),
        'right',
      ),
      productsOnPage(t('Imprint-fähige Systeme', 'Imprint-capable systems', '支持压印的系统', 'インプリント対応装置', '支援壓印的系統'), [productPageRef(b, 'ma12'), productPageRef(b, 'mjb4'), productPageRef(b, 'ma200-gen3')]),
      productHighlights(t('Vorteile', 'Benefits', '优势', 'メリット', '優勢'), [
        t('Strukturen unter 50 nm ohne Projektionsoptik', 'Features below 50 nm without projection optics', '无需投影光学系统即可实现 50 nm 以下的结构', '投影光学系なしで50 nm未満のパターンを形成', '無需投影光學系統即可實現 50 nm 以下的結構'),
        t('Ganzer Wafer in einem Schritt', 'The whole wafer in one step', '一步完成整片晶圆', 'ウェーハ全面を一括で転写', '一次完成整片晶圓'),
        t('Nachrüstbar auf vorhandenen Mask Alignern', 'Retrofittable to installed mask aligners', '可加装到现有掩模对准曝光机上', '既設のマスクアライナーに後付け可能', '可加裝於現有光罩對準曝光機'),
      ]),
      productDetailsBlock(t('Belichtung', 'Exposure', '曝光', '露光', '曝光'), 'imprint-details', [b.ref('ProductDetail', 'ma-modes'), b.ref('ProductDetail', 'ma-alignment')]),
      productOptionsBlock(t('Imprint-Optionen', 'Imprint options', '压印选配', 'インプリントオプション', '壓印選配'), 'imprint-options', [b.ref('ProductOption', 'ma-nil'), b.ref('ProductOption', 'ma-led')]),
      productDownloads(t('Downloads', 'Downloads', '下载', 'ダウンロード', '下載'), [
        datasheetDownload(b, 'MA12', 'ma12'),
        datasheetDownload(b, 'MJB4', 'mjb4'),
      ]),
      relatedNews(t('Fachbeiträge', 'Technical papers', '技术文章', '技術資料', '技術文章'), [newsRef(b, 'tp-nanoimprint-lenses')]),
      videoEmbed(t('Imprint in 60 Sekunden', 'Imprint in 60 seconds', '60 秒了解压印', '60秒でわかるインプリント', '60 秒認識壓印'), 'https://player.vimeo.com/video/100000001'),
    ],
  });

  addPage(b, {
    slug: 'schulung',
    internationalSlug: 'training',
    BackendName: 'Products: Training',
    Headline: t('Schulung', 'Training', '培训', 'トレーニング', '培訓'),
    pageCategory: 'ProductsAndSolutions',
    content: [
      textWithImage(
        t(
          'In unserem Schulungsreinraum lernen Bedienpersonal, Prozessingenieure und Servicetechniker an echten Anlagen – auf Deutsch, Englisch, Chinesisch und Japanisch.',
          'In our training cleanroom, operators, process engineers and service technicians learn on real systems – in German, English, Chinese and Japanese.',
          '在我们的培训洁净室中，操作人员、工艺工程师和服务技术人员在真实设备上学习——提供德语、英语、中文和日语课程。',
          'トレーニング用クリーンルームでは、オペレーター、プロセスエンジニア、サービス技術者が実機で学べます。ドイツ語、英語、中国語、日本語に対応しています。',
          '在我們的培訓無塵室中，操作人員、製程工程師與服務技術人員在實機上學習——提供德語、英語、中文與日語課程。',
        ),
        img(b, 'cleanroom-training'),
        'left',
      ),
      tabGroup(t('Kurse', 'Courses', '课程', 'コース', '課程'), 'turquoise', [
        [t('Bedienung', 'Operation', '操作', 'オペレーション', '操作'), t('3 Tage, Grundlagen und sichere Bedienung.', '3 days, basics and safe operation.', '3 天，基础知识与安全操作。', '3日間、基礎と安全な操作。', '3 天，基礎知識與安全操作。')],
        [t('Prozess', 'Process', '工艺', 'プロセス', '製程'), t('5 Tage, Rezepterstellung und Optimierung.', '5 days, recipe creation and optimisation.', '5 天，配方创建与优化。', '5日間、レシピ作成と最適化。', '5 天，配方建立與最佳化。')],
        [t('Wartung', 'Maintenance', '维护', 'メンテナンス', '維護'), t('10 Tage, Wartung und Fehlersuche.', '10 days, maintenance and troubleshooting.', '10 天，维护与故障排除。', '10日間、保守とトラブルシューティング。', '10 天，維護與故障排除。')],
      ]),
      textWithDownload(
        t('Kurskatalog 2027', 'Course catalogue 2027', '2027 年课程目录', 'コースカタログ2027', '2027 年課程目錄'),
        addPdf(b, { key: 'training-catalogue-2027', name: 'vantoro-training-catalogue-2027', title: 'Vantoro Training Catalogue 2027', lines: ['Operator courses: 3 days', 'Process courses: 5 days', 'Maintenance courses: 10 days'] }),
      ),
      contactForm(
        t('Schulung anfragen', 'Request training', '申请培训', 'トレーニングのお申し込み', '申請培訓'),
        { recipient: 'training@vantoro.example', machineType: true, requestType: true, salutation: true, company: true, firstName: true, lastName: true, country: true },
        'training-request',
      ),
    ],
  });

  addPage(b, {
    slug: 'prozesstechnologien',
    internationalSlug: 'process-technologies',
    BackendName: 'Products: Process technologies',
    Headline: t('Prozesstechnologien', 'Process Technologies', '工艺技术', 'プロセス技術', '製程技術'),
    pageCategory: 'ProductsAndSolutions',
    content: [
      twoColumns([
        t(
          md('## Advanced Packaging', 'Kupfersäulen, Umverdrahtung und Fan-out: Belackung, Belichtung und Bonden aus einer Hand.'),
          md('## Advanced packaging', 'Copper pillars, redistribution and fan-out: coating, exposure and bonding from a single source.'),
          md('## 先进封装', '铜柱、重布线和扇出：涂胶、曝光和键合一站式提供。'),
          md('## 先端パッケージング', '銅ピラー、再配線、ファンアウト：コーティング、露光、接合をワンストップで。'),
          md('## 先進封裝', '銅柱、重佈線與扇出：塗佈、曝光與鍵合一站式提供。'),
        ),
        t(
          md('## MEMS und Sensorik', 'Sprühbelackung auf Topografie, Rückseitenjustage und Vakuumverkappung.'),
          md('## MEMS and sensors', 'Spray coating on topography, bottom-side alignment and vacuum capping.'),
          md('## MEMS 与传感器', '结构表面喷涂、背面对准和真空封盖。'),
          md('## MEMSとセンサー', 'トポグラフィ上のスプレーコート、裏面アライメント、真空封止。'),
          md('## MEMS 與感測器', '結構表面噴塗、背面對準與真空封蓋。'),
        ),
      ]),
      accordion(t('Weitere Technologien', 'More technologies', '更多技术', 'その他の技術', '更多技術'), [
        [t('Leistungshalbleiter', 'Power devices', '功率器件', 'パワーデバイス', '功率元件'), t('Dicke Lacke und Dünnwafer-Handling für SiC und GaN.', 'Thick resists and thin-wafer handling for SiC and GaN.', '适用于 SiC 和 GaN 的厚胶工艺与薄晶圆处理。', 'SiCとGaN向けの厚膜レジストと薄ウェーハハンドリング。', '適用於 SiC 與 GaN 的厚膜光阻與薄晶圓處理。')],
        [t('Mikrooptik', 'Micro-optics', '微光学', 'マイクロオプティクス', '微光學'), t('Imprint und Graustufenlithografie für Linsen und Gitter.', 'Imprint and greyscale lithography for lenses and gratings.', '用于透镜和光栅的压印与灰度光刻。', 'レンズと回折格子向けのインプリントとグレースケールリソグラフィ。', '用於透鏡與光柵的壓印與灰階微影。')],
        [t('Verbindungshalbleiter', 'Compound semiconductors', '化合物半导体', '化合物半導体', '化合物半導體'), t('Lift-off-Prozesse auf kleinen, spröden Substraten.', 'Lift-off processes on small, brittle substrates.', '在小尺寸易碎基板上的剥离工艺。', '小型で割れやすい基板上のリフトオフプロセス。', '在小尺寸易碎基板上的剝離製程。')],
      ]),
      textareaAll(
        t(
          'Sie haben eine Prozessfrage? [Sprechen Sie mit uns](/de/kontakt#contact-form).',
          'Have a process question? [Talk to us](/en/contact#contact-form).',
          '有工艺方面的问题？[联系我们](/cn/contact#contact-form)。',
          'プロセスについてのご質問は[こちらからお問い合わせください](/jp/contact#contact-form)。',
          '有製程方面的問題？[聯絡我們](/tw/contact#contact-form)。',
        ),
      ),
    ],
  });
}
