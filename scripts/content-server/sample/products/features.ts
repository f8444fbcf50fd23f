/**
 * Product details and options (ProductDetail / ProductOption entries), shared by the
 * products of a category. Each carries an availability tile: which products have it
 * as standard, which as an option.
 */
import { t, type AllLanguages } from '../text.ts';
import type { ProductCategoryName } from './types.ts';

export interface FeatureDef {
  key: string;
  kind: 'detail' | 'option';
  category: ProductCategoryName;
  headline: AllLanguages;
  content: AllLanguages;
  description: string;
  /** Availability: [title in all languages, backendLabel, product slugs]. */
  tiles: Array<[title: AllLanguages, backendLabel: string, slugs: string[]]>;
}

const STD: [AllLanguages, string] = [t('Standard', 'Standard', '标准配置', '標準装備', '標準配備'), 'standard'];
const OPT: [AllLanguages, string] = [t('Optional', 'Optional', '选配', 'オプション', '選配'), 'optional'];

export const features: FeatureDef[] = [
  {
    key: 'coat-substrates',
    kind: 'detail',
    category: 'CoaterAndDeveloper',
    headline: t('Substratgrößen', 'Substrate sizes', '基板尺寸', '基板サイズ', '基板尺寸'),
    content: t(
      'Runde Wafer, eckige Substrate und Bruchstücke; Dicken von 100 µm bis 6 mm.',
      'Round wafers, square substrates and fragments; thicknesses from 100 µm to 6 mm.',
      '圆形晶圆、方形基板及碎片；厚度 100 µm 至 6 mm。',
      '丸型ウェーハ、角型基板、小片に対応。厚さ 100 µm～6 mm。',
      '圓形晶圓、方形基板及碎片；厚度 100 µm 至 6 mm。',
    ),
    description: 'Substrate formats of the coaters',
    tiles: [
      [t('Bis 300 mm', 'Up to 300 mm', '最大 300 mm', '300 mmまで', '最大 300 mm'), 'upTo300', ['acs300-gen3']],
      [t('Bis 200 mm', 'Up to 200 mm', '最大 200 mm', '200 mmまで', '最大 200 mm'), 'upTo200', ['acs200-gen3', 'as8', 'ecd8', 'rcd8', 'mcs8', 'hp8']],
    ],
  },
  {
    key: 'coat-modules',
    kind: 'detail',
    category: 'CoaterAndDeveloper',
    headline: t('Prozessmodule', 'Process modules', '工艺模块', 'プロセスモジュール', '製程模組'),
    content: t(
      'Schleuderbelackung, Sprühbelackung, Entwicklung sowie Heiz- und Kühlplatten.',
      'Spin coating, spray coating, developing, and hot and chill plates.',
      '旋涂、喷涂、显影以及热板和冷板。',
      'スピンコート、スプレーコート、現像、ホットプレートとクールプレート。',
      '旋塗、噴塗、顯影以及熱板與冷板。',
    ),
    description: 'Which process modules a coater offers',
    tiles: [
      [t('Schleuderbelackung', 'Spin coating', '旋涂', 'スピンコート', '旋塗'), 'spin', ['acs300-gen3', 'acs200-gen3', 'ecd8', 'rcd8', 'mcs8']],
      [t('Sprühbelackung', 'Spray coating', '喷涂', 'スプレーコート', '噴塗'), 'spray', ['acs300-gen3', 'acs200-gen3', 'as8']],
      [t('Heizplatte', 'Hot plate', '热板', 'ホットプレート', '熱板'), 'bake', ['acs300-gen3', 'acs200-gen3', 'ecd8', 'hp8']],
    ],
  },
  {
    key: 'coat-cover',
    kind: 'option',
    category: 'CoaterAndDeveloper',
    headline: t('Rotierender Deckel', 'Rotating cover', '旋转盖', '回転カバー', '旋轉蓋'),
    content: t(
      'Gleichmäßige Lackschichten ohne Randwulst, auch auf eckigen Substraten.',
      'Uniform resist films without edge beads, even on square substrates.',
      '即使在方形基板上，也能获得无边缘隆起的均匀光刻胶膜。',
      '角型基板でもエッジビードのない均一なレジスト膜を実現します。',
      '即使在方形基板上，也能獲得無邊緣隆起的均勻光阻膜。',
    ),
    description: 'Closed rotating cover for thick resists',
    tiles: [
      [...STD, ['rcd8']],
      [...OPT, ['acs300-gen3', 'acs200-gen3', 'ecd8']],
    ],
  },
  {
    key: 'coat-ebr',
    kind: 'option',
    category: 'CoaterAndDeveloper',
    headline: t('Randentlackung', 'Edge bead removal', '边缘去胶', 'エッジリンス', '邊緣去膠'),
    content: t(
      'Lösemittel- oder optische Randentlackung mit einstellbarer Breite.',
      'Solvent or optical edge bead removal with adjustable width.',
      '溶剂或光学边缘去胶，宽度可调。',
      '溶剤式または光学式のエッジリンス。幅は調整可能です。',
      '溶劑或光學邊緣去膠，寬度可調。',
    ),
    description: 'Edge bead removal',
    tiles: [
      [...STD, ['acs300-gen3', 'acs200-gen3']],
      [...OPT, ['as8', 'ecd8', 'rcd8', 'mcs8']],
    ],
  },
  {
    key: 'coat-purge',
    kind: 'option',
    category: 'CoaterAndDeveloper',
    headline: t('Stickstoffspülung', 'Nitrogen purge', '氮气吹扫', '窒素パージ', '氮氣吹掃'),
    content: t(
      'Inerte Atmosphäre beim Ausheizen: keine Oxidation empfindlicher Schichten.',
      'An inert atmosphere while baking: no oxidation of sensitive layers.',
      '烘烤时保持惰性气氛：敏感膜层不会氧化。',
      'ベーク中も不活性雰囲気を保ち、繊細な層の酸化を防ぎます。',
      '烘烤時保持惰性氣氛：敏感膜層不會氧化。',
    ),
    description: 'N2 purge for bake plates',
    tiles: [
      [...STD, ['acs300-gen3']],
      [...OPT, ['acs200-gen3', 'hp8']],
    ],
  },
  {
    key: 'ma-modes',
    kind: 'detail',
    category: 'MaskAligner',
    headline: t('Belichtungsmodi', 'Exposure modes', '曝光模式', '露光モード', '曝光模式'),
    content: t(
      'Vakuum-, Hart- und Softkontakt sowie Proximity mit einstellbarem Abstand.',
      'Vacuum, hard and soft contact as well as proximity with adjustable gap.',
      '真空接触、硬接触、软接触以及间隙可调的接近式曝光。',
      'バキューム、ハード、ソフトコンタクトおよびギャップ調整可能なプロキシミティ露光。',
      '真空接觸、硬接觸、軟接觸以及間隙可調的近接式曝光。',
    ),
    description: 'Exposure modes of the mask aligners',
    tiles: [
      [t('Kontakt und Proximity', 'Contact and proximity', '接触式与接近式', 'コンタクト・プロキシミティ', '接觸式與近接式'), 'contactProximity', ['ma300-gen3', 'ma200-gen3', 'ma12', 'mjb4']],
    ],
  },
  {
    key: 'ma-alignment',
    kind: 'detail',
    category: 'MaskAligner',
    headline: t('Justage', 'Alignment', '对准', 'アライメント', '對準'),
    content: t(
      'Oberseitenjustage mit Splitfield-Mikroskop; Rückseitenjustage über gespeicherte Markenbilder.',
      'Top-side alignment with split-field microscope; bottom-side alignment using stored mark images.',
      '采用分视场显微镜的正面对准；通过存储的标记图像进行背面对准。',
      'スプリットフィールド顕微鏡による表面アライメント、保存したマーク画像による裏面アライメント。',
      '採用分視場顯微鏡的正面對準；透過儲存的標記影像進行背面對準。',
    ),
    description: 'Alignment methods',
    tiles: [
      [t('Oberseite', 'Top side', '正面', '表面', '正面'), 'topSide', ['ma300-gen3', 'ma200-gen3', 'ma12', 'mjb4']],
      [t('Rückseite', 'Bottom side', '背面', '裏面', '背面'), 'bottomSide', ['ma300-gen3', 'ma200-gen3', 'ma12']],
    ],
  },
  {
    key: 'ma-nil',
    kind: 'option',
    category: 'MaskAligner',
    headline: t('UV-Nanoimprint', 'UV nanoimprint', '紫外纳米压印', 'UVナノインプリント', '紫外光奈米壓印'),
    content: t(
      'Stempel-Toolset für die Imprint-Lithografie auf dem Mask Aligner.',
      'Stamp tool set for imprint lithography on the mask aligner.',
      '用于在光刻机上进行压印光刻的模板工具套件。',
      'マスクアライナーでインプリントリソグラフィを行うためのスタンプツールセット。',
      '用於在光罩對準機上進行壓印微影的模板工具套件。',
    ),
    description: 'Imprint lithography upgrade',
    tiles: [[...OPT, ['ma200-gen3', 'ma12', 'mjb4']]],
  },
  {
    key: 'ma-led',
    kind: 'option',
    category: 'MaskAligner',
    headline: t('UV-LED-Lichtquelle', 'UV LED light source', 'UV-LED 光源', 'UV-LED光源', 'UV-LED 光源'),
    content: t(
      'Quecksilberfreie Belichtung mit wählbaren Wellenlängen und sofortiger Betriebsbereitschaft.',
      'Mercury-free exposure with selectable wavelengths and instant readiness.',
      '无汞曝光，波长可选，即开即用。',
      '水銀フリー露光。波長を選択でき、即座に使用可能です。',
      '無汞曝光，波長可選，即開即用。',
    ),
    description: 'LED exposure source',
    tiles: [
      [...STD, ['mjb4']],
      [...OPT, ['ma300-gen3', 'ma200-gen3', 'ma12']],
    ],
  },
  {
    key: 'scan-optics',
    kind: 'detail',
    category: 'ProjectionScanner',
    headline: t('Projektionsoptik', 'Projection optics', '投影光学系统', '投影光学系', '投影光學系統'),
    content: t(
      '1:1-Spiegeloptik mit großer Tiefenschärfe für Umverdrahtungsebenen.',
      '1:1 mirror optics with a large depth of focus for redistribution layers.',
      '1:1 反射光学系统，景深大，适用于重布线层。',
      '再配線層向けの焦点深度の深い1:1ミラー光学系。',
      '1:1 反射光學系統，景深大，適用於重佈線層。',
    ),
    description: 'Scanner optics',
    tiles: [[...STD, ['dsc300-gen3']]],
  },
  {
    key: 'scan-warp',
    kind: 'option',
    category: 'ProjectionScanner',
    headline: t('Verzugshandling', 'Warped-wafer handling', '翘曲晶圆处理', '反りウェーハ対応', '翹曲晶圓處理'),
    content: t(
      'Greifer und Chuck für rekonstituierte Wafer mit bis zu 2 mm Verzug.',
      'Gripper and chuck for reconstituted wafers with up to 2 mm warp.',
      '适用于翘曲高达 2 mm 的重构晶圆的夹持器和吸盘。',
      '最大2 mmの反りがある再構成ウェーハ用のグリッパーとチャック。',
      '適用於翹曲高達 2 mm 的重構晶圓的夾持器與吸盤。',
    ),
    description: 'Warped wafer kit',
    tiles: [[...OPT, ['dsc300-gen3']]],
  },
  {
    key: 'bond-methods',
    kind: 'detail',
    category: 'WaferBonder',
    headline: t('Bondverfahren', 'Bonding methods', '键合方式', '接合方式', '鍵合方式'),
    content: t(
      'Fusions-, Hybrid-, anodisches, eutektisches, Thermokompressions- und Klebebonden.',
      'Fusion, hybrid, anodic, eutectic, thermocompression and adhesive bonding.',
      '熔融键合、混合键合、阳极键合、共晶键合、热压键合和粘合键合。',
      'フュージョン、ハイブリッド、陽極、共晶、熱圧着、接着剤による接合。',
      '熔融鍵合、混合鍵合、陽極鍵合、共晶鍵合、熱壓鍵合與黏著鍵合。',
    ),
    description: 'Bonding methods per bonder',
    tiles: [
      [t('Fusion und Hybrid', 'Fusion and hybrid', '熔融与混合键合', 'フュージョン・ハイブリッド', '熔融與混合鍵合'), 'fusionHybrid', ['xbc300-gen2']],
      [t('Anodisch, eutektisch, Thermokompression', 'Anodic, eutectic, thermocompression', '阳极、共晶、热压', '陽極・共晶・熱圧着', '陽極、共晶、熱壓'), 'thermal', ['xbs300', 'xbs200', 'sb8-gen2', 'xb8']],
      [t('Klebebonden', 'Adhesive', '粘合键合', '接着剤接合', '黏著鍵合'), 'adhesive', ['xbs300', 'sb8-gen2']],
    ],
  },
  {
    key: 'bond-plasma',
    kind: 'option',
    category: 'WaferBonder',
    headline: t('Plasmaaktivierung', 'Plasma activation', '等离子活化', 'プラズマ活性化', '電漿活化'),
    content: t(
      'Niedertemperatur-Bonden dank aktivierter Oberflächen – ab 150 °C statt 1000 °C.',
      'Low-temperature bonding thanks to activated surfaces – from 150 °C instead of 1,000 °C.',
      '表面活化实现低温键合——150 °C 即可，无需 1000 °C。',
      '表面活性化により低温接合が可能に。1000 °Cではなく150 °Cから。',
      '表面活化實現低溫鍵合——150 °C 即可，無需 1000 °C。',
    ),
    description: 'Plasma activation module',
    tiles: [
      [...STD, ['xbc300-gen2']],
      [...OPT, ['xbs300', 'xbs200', 'sb8-gen2', 'xb8']],
    ],
  },
  {
    key: 'ink-heads',
    kind: 'detail',
    category: 'InkjetPrinting',
    headline: t('Druckköpfe', 'Print heads', '喷头', 'プリントヘッド', '噴頭'),
    content: t(
      'Piezo-Druckköpfe für Tropfen von 1 bis 30 pl, beheizt bis 70 °C.',
      'Piezo print heads for drops from 1 to 30 pl, heated up to 70 °C.',
      '压电喷头，液滴 1 至 30 pl，可加热至 70 °C。',
      '1～30 plの液滴に対応するピエゾヘッド。70 °Cまで加熱可能。',
      '壓電噴頭，液滴 1 至 30 pl，可加熱至 70 °C。',
    ),
    description: 'Print heads',
    tiles: [
      [t('Bis zu vier Köpfe', 'Up to four heads', '最多四个喷头', '最大4ヘッド', '最多四個噴頭'), 'multiHead', ['jetx']],
      [t('Kartuschenkopf', 'Cartridge head', '墨盒式喷头', 'カートリッジヘッド', '墨水匣式噴頭'), 'cartridge', ['lp50']],
    ],
  },
  {
    key: 'ink-uv',
    kind: 'option',
    category: 'InkjetPrinting',
    headline: t('UV-Pinning', 'UV pinning', 'UV 预固化', 'UVピニング', 'UV 預固化'),
    content: t(
      'Fixiert gedruckte Strukturen unmittelbar nach dem Auftreffen der Tropfen.',
      'Fixes printed structures right after the drops land.',
      '液滴落下后立即固定打印结构。',
      '液滴の着弾直後に印刷パターンを固定します。',
      '液滴落下後立即固定列印結構。',
    ),
    description: 'UV pinning lamp',
    tiles: [
      [...STD, ['jetx']],
      [...OPT, ['lp50']],
    ],
  },
  {
    key: 'metro-methods',
    kind: 'detail',
    category: 'Metrology',
    headline: t('Messverfahren', 'Measurement methods', '测量方法', '測定方法', '量測方法'),
    content: t(
      'IR-Durchlicht-Overlay, Weißlichtinterferometrie, kapazitive Dicken- und Bow/Warp-Messung.',
      'IR transmission overlay, white-light interferometry, capacitive thickness and bow/warp measurement.',
      '红外透射套刻、白光干涉以及电容式厚度与翘曲测量。',
      '赤外透過オーバーレイ、白色干渉、静電容量式の厚さ・反り測定。',
      '紅外線穿透疊對、白光干涉以及電容式厚度與翹曲量測。',
    ),
    description: 'Metrology methods',
    tiles: [[...STD, ['dsm8-200-gen2']]],
  },
  {
    key: 'metro-loop',
    kind: 'option',
    category: 'Metrology',
    headline: t('Regelkreis', 'Closed-loop control', '闭环控制', 'クローズドループ制御', '閉環控制'),
    content: t(
      'Sendet Korrekturwerte automatisch an Mask Aligner und Bonder der Linie.',
      'Sends correction values automatically to the mask aligners and bonders of the line.',
      '自动将修正值发送至产线上的光刻机和键合机。',
      '補正値をライン内のマスクアライナーとボンダーへ自動送信します。',
      '自動將修正值傳送至產線上的光罩對準機與鍵合機。',
    ),
    description: 'Closed-loop software',
    tiles: [[...OPT, ['dsm8-200-gen2']]],
  },
  {
    key: 'mask-formats',
    kind: 'detail',
    category: 'PhotomaskEquipment',
    headline: t('Maskenformate', 'Mask formats', '掩模规格', 'マスクサイズ', '光罩規格'),
    content: t(
      'Masken von 5 bis 9 Zoll, Retikel mit und ohne Pellikel, EUV-Retikel im Dual-Pod.',
      'Masks from 5 to 9 inches, reticles with and without pellicle, EUV reticles in dual pods.',
      '5 至 9 英寸掩模、带或不带保护膜的掩模版、双层盒中的 EUV 掩模版。',
      '5～9インチのマスク、ペリクル有無のレチクル、デュアルポッド内のEUVレチクル。',
      '5 至 9 英吋光罩、帶或不帶保護膜的光罩、雙層盒中的 EUV 光罩。',
    ),
    description: 'Mask formats',
    tiles: [
      [t('Inklusive EUV', 'Including EUV', '含 EUV', 'EUV対応', '含 EUV'), 'euv', ['masktrack-pro']],
      [t('5 bis 9 Zoll', '5 to 9 inches', '5 至 9 英寸', '5～9インチ', '5 至 9 英吋'), 'standardMasks', ['hmx-series']],
    ],
  },
  {
    key: 'mask-pellicle',
    kind: 'option',
    category: 'PhotomaskEquipment',
    headline: t('Pellikel-Entfernung', 'Pellicle removal', '保护膜移除', 'ペリクル除去', '保護膜移除'),
    content: t(
      'Rückstandsfreies Entfernen von Pellikeln und Klebstoffresten vor der Reinigung.',
      'Residue-free removal of pellicles and adhesive residue before cleaning.',
      '清洗前无残留地移除保护膜和胶残留。',
      '洗浄前にペリクルと接着剤残渣を残さず除去します。',
      '清洗前無殘留地移除保護膜與膠殘留。',
    ),
    description: 'Pellicle removal module',
    tiles: [[...OPT, ['masktrack-pro', 'hmx-series']]],
  },
];
