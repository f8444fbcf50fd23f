/** The product catalog and the seven product categories (labels, order, category page slugs). */
import { t, type AllLanguages } from '../text.ts';
import { bonders } from './bonders.ts';
import { coaters } from './coaters.ts';
import { lithography } from './lithography.ts';
import type { ProductCategoryName, ProductDef } from './types.ts';

export const allProducts: ProductDef[] = [...coaters, ...lithography, ...bonders];

export interface CategoryDef {
  category: ProductCategoryName;
  order: number;
  label: AllLanguages;
  /** Category content page: German slug, international slug (docs/navigation.md §2, docs/locales-and-urls.md §4). */
  slug: string;
  internationalSlug: string;
  image: string;
  intro: AllLanguages;
}

export const categories: CategoryDef[] = [
  {
    category: 'CoaterAndDeveloper',
    order: 1,
    label: t('Belacker und Entwickler', 'Coater and Developer', '涂胶显影设备', 'コーター・デベロッパー', '塗佈顯影設備'),
    slug: 'belacker-und-entwickler',
    internationalSlug: 'coater-and-developer',
    image: 'hero-wafer',
    intro: t(
      'Gleichmäßige Lackschichten sind die Grundlage jeder Lithografie. Unsere Belacker und Entwickler decken Schleuder- und Sprühbelackung, Entwicklung und Ausheizen ab – vom Labortisch bis zum 300-mm-Cluster.',
      'Uniform resist films are the foundation of every lithography step. Our coaters and developers cover spin and spray coating, developing and baking – from the lab bench to the 300 mm cluster.',
      '均匀的光刻胶膜是一切光刻工艺的基础。我们的涂胶显影设备涵盖旋涂、喷涂、显影和烘烤——从实验台到 300 mm 集群系统。',
      '均一なレジスト膜はあらゆるリソグラフィ工程の基礎です。当社のコーター・デベロッパーは、スピンコート、スプレーコート、現像、ベークをカバーし、ラボ用卓上機から300 mmクラスターまで揃えています。',
      '均勻的光阻膜是一切微影製程的基礎。我們的塗佈顯影設備涵蓋旋塗、噴塗、顯影與烘烤——從實驗桌到 300 mm 叢集系統。',
    ),
  },
  {
    category: 'InkjetPrinting',
    order: 2,
    label: t('Tintenstrahldruck', 'Inkjet Printing', '喷墨打印', 'インクジェット印刷', '噴墨列印'),
    slug: 'tintenstrahldruck',
    internationalSlug: 'inkjet-printing',
    image: 'inkjet-droplets',
    intro: t(
      'Inkjet-Druck bringt funktionale Materialien maskenlos und nur dort auf, wo sie gebraucht werden. Das spart Material, Prozessschritte und Chemikalien.',
      'Inkjet printing deposits functional materials without masks and only where they are needed. It saves material, process steps and chemicals.',
      '喷墨打印无需掩模，仅在需要之处沉积功能材料，节省材料、工序和化学品。',
      'インクジェット印刷は、マスクを使わずに必要な場所にだけ機能性材料を塗布します。材料、工程、薬液を節約できます。',
      '噴墨列印無需光罩，僅在需要之處沉積功能材料，節省材料、製程步驟與化學品。',
    ),
  },
  {
    category: 'MaskAligner',
    order: 3,
    label: t('Mask Aligner', 'Mask Aligner', '掩模对准曝光机', 'マスクアライナー', '光罩對準曝光機'),
    slug: 'mask-aligner',
    internationalSlug: 'mask-aligner',
    image: 'optics-exposure',
    intro: t(
      'Mask Aligner belichten ganze Wafer in einem Schritt – schnell, präzise und mit niedrigen Kosten pro Schicht. Unsere Systeme reichen vom manuellen Laborgerät bis zur vollautomatischen 300-mm-Anlage.',
      'Mask aligners expose an entire wafer in one shot – fast, precise and at a low cost per layer. Our systems range from the manual lab tool to the fully automated 300 mm system.',
      '掩模对准曝光机一次曝光整片晶圆——快速、精准，单层成本低。我们的系统从手动实验设备到全自动 300 mm 设备一应俱全。',
      'マスクアライナーはウェーハ全体を一括露光します。高速・高精度で、レイヤーあたりのコストを抑えます。手動のラボ機から全自動300 mm装置まで揃えています。',
      '光罩對準曝光機一次曝光整片晶圓——快速、精準，單層成本低。我們的系統從手動實驗設備到全自動 300 mm 設備一應俱全。',
    ),
  },
  {
    category: 'Metrology',
    order: 4,
    label: t('Messtechnik', 'Metrology', '量测设备', '計測装置', '量測設備'),
    slug: 'metrology',
    internationalSlug: 'metrology',
    image: 'wafer-metrology',
    intro: t(
      'Was gemessen wird, lässt sich regeln: Unsere Messsysteme schließen den Regelkreis zwischen Lithografie und Bonden.',
      'What is measured can be controlled: our metrology systems close the loop between lithography and bonding.',
      '能测量，才能控制：我们的量测系统打通光刻与键合之间的闭环。',
      '測れるものは制御できる。当社の計測装置はリソグラフィと接合の間のループを閉じます。',
      '能量測，才能控制：我們的量測系統打通微影與鍵合之間的閉環。',
    ),
  },
  {
    category: 'WaferBonder',
    order: 5,
    label: t('Wafer-Bonder', 'Wafer Bonder', '晶圆键合机', 'ウェーハボンダー', '晶圓鍵合機'),
    slug: 'wafer-bonder',
    internationalSlug: 'wafer-bonder',
    image: 'bond-stack',
    intro: t(
      'Vom MEMS-Deckel bis zur Hybridbond-Verbindung für Chiplets: Unsere Bonder verbinden Wafer dauerhaft, porenfrei und präzise justiert.',
      'From MEMS caps to hybrid-bonded chiplets: our bonders join wafers permanently, void-free and precisely aligned.',
      '从 MEMS 封盖到芯粒的混合键合：我们的键合机让晶圆永久、无空洞且精确对准地结合。',
      'MEMSキャップからチップレットのハイブリッド接合まで。当社のボンダーはウェーハを恒久的に、ボイドなく、高精度に接合します。',
      '從 MEMS 封蓋到小晶片的混合鍵合：我們的鍵合機讓晶圓永久、無空洞且精確對準地接合。',
    ),
  },
  {
    category: 'PhotomaskEquipment',
    order: 6,
    label: t('Fotomasken-Systeme', 'Photomask Equipment', '光掩模设备', 'フォトマスク装置', '光罩設備'),
    slug: 'fotomasken-systeme',
    internationalSlug: 'photomask-equipment',
    image: 'photomask-plate',
    intro: t(
      'Eine saubere Maske ist die Voraussetzung für fehlerfreie Belichtung. Unsere Systeme reinigen, entwickeln und ätzen Masken aller gängigen Formate.',
      'A clean mask is the prerequisite for defect-free exposure. Our systems clean, develop and etch masks of all common formats.',
      '洁净的掩模是无缺陷曝光的前提。我们的系统可清洗、显影和蚀刻各种常见规格的掩模。',
      '清浄なマスクは欠陥のない露光の前提です。当社の装置は主要なサイズのマスクを洗浄、現像、エッチングします。',
      '潔淨的光罩是無缺陷曝光的前提。我們的系統可清洗、顯影與蝕刻各種常見規格的光罩。',
    ),
  },
  {
    category: 'ProjectionScanner',
    order: 7,
    label: t('Projektionsscanner', 'Projection Scanner', '投影扫描曝光机', '投影スキャナー', '投影掃描曝光機'),
    slug: 'projektions-scanner',
    internationalSlug: 'projection-scanner',
    image: 'news-optics',
    intro: t(
      'Projektionsbelichtung ohne Kontakt zwischen Maske und Wafer: hohe Ausbeute für Advanced Packaging auf verzogenen Substraten.',
      'Projection exposure without contact between mask and wafer: high yield for advanced packaging on warped substrates.',
      '掩模与晶圆无接触的投影曝光：为翘曲基板上的先进封装带来高良率。',
      'マスクとウェーハが接触しない投影露光。反りのある基板上の先端パッケージングで高い歩留まりを実現します。',
      '光罩與晶圓無接觸的投影曝光：為翹曲基板上的先進封裝帶來高良率。',
    ),
  },
];

export const productsOf = (category: ProductCategoryName): ProductDef[] => allProducts.filter((p) => p.category === category);
