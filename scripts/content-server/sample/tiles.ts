/**
 * The home page information tiles (single HomepageInformationTile). Together they cover every
 * size, background colour, font colour and background position of the enums; `order` is
 * deliberately not the array order, so the site must sort.
 */
import type { SeedBuilder } from './ids.ts';
import { img } from './images.ts';
import { pageRef } from './pages/blocks.ts';
import { productPageRef } from './products/index.ts';
import { t, type AllLanguages } from './text.ts';

type Position = 'rightTop' | 'rightCenter' | 'rightBottom' | 'leftBottom' | 'fullImage';

const LEARN_MORE = t('Mehr erfahren', 'Learn more', '了解更多', '詳しく見る', '了解更多');

function tile(
  backendLabel: string, order: number, size: 'small' | 'medium' | 'large', backgroundColor: string, fontColor: 'white' | 'blue',
  Label: AllLanguages, Content: AllLanguages, Link: { content_page?: string; product_page?: string; link?: string },
  background: [string, Position] | null, showArrow: boolean, CTAButtonLabel: AllLanguages | null = LEARN_MORE, customCssClass: string | null = null,
): Record<string, unknown> {
  return {
    backendLabel, Label, Content,
    Link: { content_page: Link.content_page ?? null, product_page: Link.product_page ?? null, link: Link.link ?? null },
    CTAButtonLabel, size,
    BackgroundImage: background ? { image: background[0], backgroundPosition: background[1] } : null,
    backgroundColor, showArrow, customCssClass, fontColor, order,
  };
}

export function addHomeTiles(b: SeedBuilder): void {
  const tiles = [
    tile('acs300-launch', 2, 'medium', 'orange', 'white',
      t('Neu: ACS300 Gen3', 'New: ACS300 Gen3', '新品：ACS300 Gen3', '新製品：ACS300 Gen3', '新品：ACS300 Gen3'),
      t('Bis zu 140 Wafer pro Stunde auf unter 9 m².', 'Up to 140 wafers per hour on less than 9 m².', '不足 9 m² 的占地面积，每小时最多 140 片晶圆。', '9 m²未満で毎時最大140枚。', '不足 9 m² 的佔地面積，每小時最多 140 片晶圓。'),
      { product_page: productPageRef(b, 'acs300-gen3') }, [img(b, 'product-acs300-gen3'), 'rightBottom'], true),
    tile('hybrid-bonding', 3, 'medium', 'turquoise', 'white',
      t('Hybridbonden', 'Hybrid bonding', '混合键合', 'ハイブリッド接合', '混合鍵合'),
      t('40 nm Overlay für Chiplets und 3D-Speicher.', '40 nm overlay for chiplets and 3D memory.', '为芯粒和 3D 存储器实现 40 nm 套刻精度。', 'チップレットと3Dメモリ向けの40 nmオーバーレイ。', '為小晶片與 3D 記憶體實現 40 nm 疊對精度。'),
      { product_page: productPageRef(b, 'xbc300-gen2') }, [img(b, 'bond-stack'), 'rightCenter'], false),
    tile('products-hero', 1, 'large', 'darkblue', 'white',
      t('Prozessanlagen für die Halbleiterfertigung', 'Process equipment for semiconductor manufacturing', '半导体制造工艺设备', '半導体製造のためのプロセス装置', '半導體製造製程設備'),
      t(
        'Lithografie, Belackung, Bonden und Messtechnik – vom Labor bis zur 300-mm-Fab.',
        'Lithography, coating, bonding and metrology – from the lab to the 300 mm fab.',
        '光刻、涂胶、键合和量测——从实验室到 300 mm 晶圆厂。',
        'リソグラフィ、コーティング、接合、計測――ラボから300 mmファブまで。',
        '微影、塗佈、鍵合與量測——從實驗室到 300 mm 晶圓廠。',
      ),
      { content_page: pageRef(b, 'produkte-loesungen') }, [img(b, 'hero-wafer'), 'fullImage'], true,
      t('Produkte entdecken', 'Discover products', '探索产品', '製品を見る', '探索產品'), 'tile--hero'),
    tile('annual-report', 5, 'small', 'white', 'blue',
      t('Geschäftsbericht 2025', 'Annual Report 2025', '2025 年报', '2025年度年次報告書', '2025 年報'),
      t('Umsatz plus 10 % auf 468 Mio. €.', 'Revenue up 10 % to €468 million.', '营收增长 10%，达 4.68 亿欧元。', '売上高は10%増の4億6,800万ユーロ。', '營收成長 10%，達 4.68 億歐元。'),
      { content_page: pageRef(b, 'investor-relations') }, [img(b, 'investor-chart'), 'rightTop'], true),
    tile('microfab-expo', 4, 'small', 'lightblue', 'blue',
      t('Microfab Expo 2027', 'Microfab Expo 2027', '2027 微制造展', 'マイクロファブ・エキスポ2027', '2027 微製造展'),
      t('16.–19. November 2027, Halle B1, Stand 412.', '16–19 November 2027, hall B1, booth 412.', '2027 年 11 月 16 日至 19 日，B1 馆 412 展位。', '2027年11月16日～19日、B1ホール412番ブース。', '2027 年 11 月 16 日至 19 日，B1 館 412 攤位。'),
      { link: 'https://microfab-expo.example/exhibitors/vantoro' }, [img(b, 'world-locations'), 'leftBottom'], false,
      t('Termin merken', 'Save the date', '记下日期', '予定に追加', '記下日期')),
    tile('careers', 7, 'medium', 'red', 'white',
      t('Karriere bei Vantoro', 'Careers at Vantoro', '加入 Vantoro', 'Vantoroで働く', '加入 Vantoro'),
      t('Über 60 offene Stellen in Entwicklung, Fertigung und Service.', 'More than 60 open positions in development, production and service.', '研发、生产和服务领域 60 多个职位虚位以待。', '開発、製造、サービスで60以上の職種を募集中。', '研發、製造與服務等領域超過 60 個職缺。'),
      { content_page: pageRef(b, 'karriere') }, [img(b, 'cleanroom-careers'), 'fullImage'], true),
    tile('service', 6, 'small', 'darkblue', 'white',
      t('Service rund um die Uhr', 'Service around the clock', '全天候服务', '24時間サービス', '全天候服務'),
      t('Ersatzteile, Wartung und Fernsupport.', 'Spare parts, maintenance and remote support.', '备件、维护和远程支持。', 'スペアパーツ、メンテナンス、リモートサポート。', '備品、維護與遠端支援。'),
      { content_page: pageRef(b, 'service') }, null, false, null),
    tile('training', 8, 'small', 'white', 'blue',
      t('Schulungsprogramm 2027', 'Training programme 2027', '2027 年培训计划', 'トレーニングプログラム2027', '2027 年培訓課程'),
      t('Jetzt anmelden: Bedienung, Prozess und Wartung an echten Anlagen.', 'Book now: operation, process and maintenance on real systems.', '现已开放报名：在真实设备上学习操作、工艺与维护。', '受付中：実機で学ぶ操作、プロセス、保守。', '現正開放報名：在實機上學習操作、製程與維護。'),
      { content_page: pageRef(b, 'schulung') }, null, true),
  ];
  b.single('HomepageInformationTile', { InformationTiles: tiles });
}
