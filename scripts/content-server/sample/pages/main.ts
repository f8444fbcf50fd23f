/** The main navigation pages: Products and Solutions, and Company (docs/navigation.md §2). */
import type { SeedBuilder } from '../ids.ts';
import { addMedia } from '../files.ts';
import { img } from '../images.ts';
import { employees, founded } from '../figures.ts';
import { categories } from '../products/catalog.ts';
import { md, meta, t } from '../text.ts';
import {
  addPage, fullSizeImage, informationTiles, pageMetaNavigation, pageRef, textareaAll, textWithImage, threeColumns, multiLanguageVideo,
} from './blocks.ts';

export function addMainPages(b: SeedBuilder): void {
  addPage(b, {
    slug: 'produkte-loesungen',
    internationalSlug: 'products-solutions',
    BackendName: 'Main: Products and Solutions',
    Headline: t('Produkte und Lösungen', 'Products and Solutions', '产品与解决方案', '製品とソリューション', '產品與解決方案'),
    meta: meta(
      t('Produkte und Lösungen', 'Products and Solutions', '产品与解决方案', '製品とソリューション', '產品與解決方案'),
      t(
        'Lithografie, Belackung, Bonden, Inkjet-Druck, Fotomasken und Messtechnik für die Halbleiterfertigung.',
        'Lithography, coating, bonding, inkjet printing, photomask and metrology equipment for semiconductor manufacturing.',
        '面向半导体制造的光刻、涂胶、键合、喷墨打印、光掩模与量测设备。',
        '半導体製造向けのリソグラフィ、コーティング、接合、インクジェット印刷、フォトマスク、計測装置。',
        '面向半導體製造的微影、塗佈、鍵合、噴墨列印、光罩與量測設備。',
      ),
    ),
    content: [
      textareaAll(
        t(
          md('## Prozessanlagen für jede Phase', 'Von der ersten Machbarkeitsstudie im Labor bis zur Serienfertigung mit 300-mm-Wafern: Unsere Anlagen teilen Prozessmodule, Software und Rezepte. Was im Labor funktioniert, läuft auch in der Fab.'),
          md('## Process equipment for every stage', 'From the first feasibility study in the lab to volume production on 300 mm wafers: our systems share process modules, software and recipes. What works in the lab also runs in the fab.'),
          md('## 覆盖每个阶段的工艺设备', '从实验室的首次可行性研究到 300 mm 晶圆的量产：我们的设备共享工艺模块、软件和配方。实验室中验证的工艺，在晶圆厂同样适用。'),
          md('## あらゆる段階のためのプロセス装置', 'ラボでの最初の実現可能性検証から300 mmウェーハの量産まで、当社の装置はプロセスモジュール、ソフトウェア、レシピを共有しています。ラボで実現できたことは、そのままファブでも実現できます。'),
          md('## 涵蓋每個階段的製程設備', '從實驗室的首次可行性研究到 300 mm 晶圓的量產：我們的設備共享製程模組、軟體與配方。實驗室中驗證的製程，在晶圓廠同樣適用。'),
        ),
        'overview',
      ),
      informationTiles(
        categories.map((c, i) => ({
          backendLabel: `category-${c.category}`,
          Label: c.label,
          Content: c.intro,
          Link: { content_page: pageRef(b, c.slug), product_page: null, link: null },
          CTAButtonLabel: t('Mehr erfahren', 'Learn more', '了解更多', '詳しく見る', '了解更多'),
          size: i === 0 ? 'large' : 'medium',
          BackgroundImage: { image: img(b, c.image), backgroundPosition: 'fullImage' },
          backgroundColor: (['darkblue', 'lightblue', 'turquoise', 'white', 'orange', 'red', 'darkblue'] as const)[i],
          showArrow: true,
          customCssClass: null,
          fontColor: i === 3 ? 'blue' : 'white',
          order: c.order,
        })),
        'categories',
      ),
      pageMetaNavigation(t('Weitere Lösungen', 'More solutions', '更多解决方案', 'その他のソリューション', '更多解決方案'), [
        { label: t('Imprint-Lithografie', 'Imprint Lithography', '压印光刻', 'インプリントリソグラフィ', '壓印微影'), page: pageRef(b, 'imprint-lithografie') },
        { label: t('Prozesstechnologien', 'Process technologies', '工艺技术', 'プロセス技術', '製程技術'), page: pageRef(b, 'prozesstechnologien') },
        { label: t('Kundenservice', 'Customer Service', '客户服务', 'カスタマーサービス', '客戶服務'), page: pageRef(b, 'service') },
        { label: t('Schulung', 'Training', '培训', 'トレーニング', '培訓'), page: pageRef(b, 'schulung') },
      ]),
    ],
  });

  addPage(b, {
    slug: 'unternehmen',
    internationalSlug: 'company',
    BackendName: 'Main: Company',
    Headline: t('Unternehmen', 'Company', '公司简介', '会社情報', '公司簡介'),
    meta: meta(
      t('Über Vantoro', 'About Vantoro', '关于 Vantoro', 'Vantoroについて', '關於 Vantoro'),
      t(
        'Seit über 70 Jahren entwickelt Vantoro Prozessanlagen für die Halbleiter- und Mikrosystemtechnik.',
        'For more than 70 years, Vantoro has been developing process equipment for semiconductors and microsystems.',
        '七十余年来，Vantoro 一直致力于为半导体和微系统技术开发工艺设备。',
        'Vantoroは70年以上にわたり、半導体・マイクロシステム向けのプロセス装置を開発してきました。',
        '七十餘年來，Vantoro 持續為半導體與微系統技術開發製程設備。',
      ),
    ),
    content: [
      textWithImage(
        t(
          md('## Präzision aus Garching', `Vantoro wurde ${founded} als Werkstatt für optische Messgeräte gegründet. Heute entwickeln und fertigen ${employees('de')} Mitarbeiterinnen und Mitarbeiter Anlagen für Lithografie, Belackung, Bonden und Messtechnik, die in über 40 Ländern im Einsatz sind.`),
          md('## Precision from Garching', `Vantoro was founded in ${founded} as a workshop for optical measuring instruments. Today, ${employees('en')} employees develop and build equipment for lithography, coating, bonding and metrology, in use in more than 40 countries.`),
          md('## 来自加兴的精密制造', `Vantoro 于 ${founded} 年作为光学测量仪器工坊创立。如今，${employees('cn')} 名员工开发并制造光刻、涂胶、键合和量测设备，产品遍布 40 多个国家。`),
          md('## ガルヒンク発の精密技術', `Vantoroは${founded}年、光学測定器の工房として創業しました。現在では${employees('jp')}名の従業員がリソグラフィ、コーティング、接合、計測装置を開発・製造し、40か国以上で使用されています。`),
          md('## 來自加興的精密製造', `Vantoro 於 ${founded} 年以光學量測儀器工坊起家。如今，${employees('tw')} 名員工開發並製造微影、塗佈、鍵合與量測設備，產品遍及 40 多個國家。`),
        ),
        img(b, 'cleanroom-yellow'),
        'left',
        'about',
      ),
      textareaAll(
        t(
          md('## Unsere Haltung', 'Wir bauen Anlagen, die jahrzehntelang laufen. Deshalb entwickeln wir eng mit unseren Kunden, halten Ersatzteile über den gesamten Lebenszyklus vor und rüsten installierte Systeme auf neue Prozesse um, statt sie zu ersetzen.'),
          md('## What we stand for', 'We build equipment that runs for decades. That is why we develop closely with our customers, keep spare parts available for the entire life cycle and upgrade installed systems for new processes instead of replacing them.'),
          md('## 我们的理念', '我们制造的设备可运行数十年。因此，我们与客户紧密合作开发，在整个生命周期内提供备件，并升级已安装的系统以适应新工艺，而不是将其替换。'),
          md('## 私たちの姿勢', '当社は何十年も稼働し続ける装置をつくっています。だからこそお客様と密接に連携して開発し、ライフサイクル全体にわたってスペアパーツを供給し、設置済みの装置を置き換えるのではなく新しいプロセスに合わせてアップグレードしています。'),
          md('## 我們的理念', '我們打造的設備可運行數十年。因此，我們與客戶緊密合作開發，在整個生命週期內提供備品，並升級已安裝的系統以因應新製程，而非將其汰換。'),
        ),
        'values',
      ),
      threeColumns([
        t(`**${founded}**\n\ngegründet in München`, `**${founded}**\n\nfounded in Munich`, `**${founded}**\n\n创立于慕尼黑`, `**${founded}**\n\nミュンヘンで創業`, `**${founded}**\n\n創立於慕尼黑`),
        t(`**${employees('de')}**\n\nMitarbeitende weltweit`, `**${employees('en')}**\n\nemployees worldwide`, `**${employees('cn')}**\n\n全球员工`, `**${employees('jp')}**\n\n世界の従業員数`, `**${employees('tw')}**\n\n全球員工`),
        t('**14 %**\n\ndes Umsatzes für Forschung', '**14 %**\n\nof revenue spent on R&D', '**14%**\n\n营收投入研发', '**14 %**\n\n売上高研究開発費比率', '**14%**\n\n營收投入研發'),
      ], 'figures'),
      // YouTube is blocked in mainland China: where a language has no video id of its own (cn, tw), the page shows
      // the self-hosted clip of the media library instead of the English YouTube video.
      multiLanguageVideo(
        t('Vantoro in 90 Sekunden', 'Vantoro in 90 seconds', '90 秒了解 Vantoro', '90秒でわかるVantoro', '90 秒認識 Vantoro'),
        t('vNt0DeIntro', 'vNt0EnIntro', null, 'vNt0JpIntro', null),
        undefined,
        {
          title: t('Belackung in Zeitlupe', 'Spin coating in slow motion', '慢动作旋涂', 'スピンコートのスローモーション', '慢動作旋塗'),
          video: addMedia(b, { key: 'video-wafer-spin', file: 'wafer-spin.webm', name: 'vantoro-wafer-spin', mime: 'video/webm', alternativeText: 'A wafer turning on the spin chuck', width: 640, height: 360 }),
          poster: img(b, 'cleanroom-training'),
          // The clip has no sound: no captions are needed for it.
          captions: null,
        },
      ),
      fullSizeImage(img(b, 'world-locations'), t('Standorte auf drei Kontinenten.', 'Locations on three continents.', '分布于三大洲的分支机构。', '3大陸に拠点を展開。', '據點遍布三大洲。')),
      pageMetaNavigation(t('Mehr über uns', 'More about us', '进一步了解我们', '詳しく知る', '進一步認識我們'), [
        { label: t('Organisation', 'Organization', '组织架构', '組織', '組織架構'), page: pageRef(b, 'organisation') },
        { label: t('Nachhaltigkeit', 'Sustainability', '可持续发展', 'サステナビリティ', '永續發展'), page: pageRef(b, 'nachhaltigkeit') },
        { label: t('Forschung und Entwicklung', 'Research and Development', '研究与开发', '研究開発', '研究與開發'), page: pageRef(b, 'forschung-entwicklung') },
        { label: t('Veranstaltungen', 'Events', '活动', 'イベント', '活動'), page: pageRef(b, 'veranstaltungen') },
      ]),
    ],
  });
}
