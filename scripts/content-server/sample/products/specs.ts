/**
 * The specification table of every product: a ProductDetail of its own ("Specifications"), its
 * content a markdown table in all five languages (row names translated, values written the way
 * datasheets write them in every language). The figures agree with the product texts, highlights
 * and news (the XBC300 Gen2's 40 nm overlay and 25 bond pairs an hour, the ACS300 Gen3's 140 wafers
 * an hour on less than 9 m², the MA300 Gen3's 165 wafers an hour); tests/unit/sample/product-figures.test.ts compares
 * them with the products' texts.
 */
import type { AllLanguages } from '../text.ts';
import { t } from '../text.ts';

type Languages = [de: string, en: string, cn: string, jp: string, tw: string];

const ROWS = {
  wafer: ['Substratgrößen', 'Substrate sizes', '基板尺寸', '基板サイズ', '基板尺寸'],
  throughput: ['Durchsatz', 'Throughput', '产能', 'スループット', '產能'],
  overlay: ['Overlay (3σ)', 'Overlay (3σ)', '套刻精度 (3σ)', 'オーバーレイ (3σ)', '疊對精度 (3σ)'],
  alignment: ['Justiergenauigkeit', 'Alignment accuracy', '对准精度', 'アライメント精度', '對準精度'],
  uniformity: ['Schichtdickenhomogenität', 'Film thickness uniformity', '膜厚均匀性', '膜厚均一性', '膜厚均勻性'],
  temperature: ['Temperaturhomogenität', 'Temperature uniformity', '温度均匀性', '温度均一性', '溫度均勻性'],
  placement: ['Tropfenplatzierung', 'Drop placement accuracy', '液滴定位精度', '液滴着弾精度', '液滴定位精度'],
  repeatability: ['Messwiederholbarkeit (3σ)', 'Measurement repeatability (3σ)', '测量重复性 (3σ)', '測定再現性 (3σ)', '量測重複性 (3σ)'],
  footprint: ['Stellfläche (B × T × H)', 'Footprint (W × D × H)', '占地尺寸（宽 × 深 × 高）', '設置寸法（幅 × 奥行 × 高さ）', '佔地尺寸（寬 × 深 × 高）'],
} satisfies Record<string, Languages>;

const UNITS = {
  wafers: ['Wafer/h', 'wafers/h', '片/小时', '枚/時', '片/小時'],
  pairs: ['Bondpaare/h', 'bond pairs/h', '键合对/小时', 'ペア/時', '鍵合對/小時'],
  substrates: ['Substrate/h', 'substrates/h', '片基板/小时', '枚/時', '片基板/小時'],
  masks: ['Masken/h', 'masks/h', '块掩模/小时', '枚/時', '片光罩/小時'],
} satisfies Record<string, Languages>;

const HEADER: Languages = ['Merkmal', 'Specification', '规格', '仕様', '規格'];
const VALUE: Languages = ['Wert', 'Value', '数值', '値', '數值'];

type Accuracy = [kind: 'overlay' | 'alignment' | 'uniformity' | 'temperature' | 'placement' | 'repeatability', value: string];

interface Spec {
  /** Substrate sizes as datasheets write them in every language (`150 / 200 mm`). */
  wafer: string;
  throughput: [count: number, unit: keyof typeof UNITS];
  accuracy?: Accuracy;
  /** Width × depth × height in mm. */
  footprint: [number, number, number];
}

/** Product slug → its figures. */
export const productSpecs: Readonly<Record<string, Spec>> = {
  'xbc300-gen2': { wafer: '300 mm', throughput: [25, 'pairs'], accuracy: ['overlay', '40 nm'], footprint: [5200, 3400, 2600] },
  xbs300: { wafer: '200 / 300 mm', throughput: [12, 'pairs'], accuracy: ['alignment', '≤ 1 µm'], footprint: [4100, 2900, 2500] },
  xbs200: { wafer: '100 / 150 / 200 mm', throughput: [15, 'pairs'], accuracy: ['alignment', '≤ 1 µm'], footprint: [3600, 2400, 2400] },
  'sb8-gen2': { wafer: '100 / 150 / 200 mm', throughput: [4, 'pairs'], accuracy: ['alignment', '≤ 2 µm'], footprint: [1600, 1200, 1900] },
  xb8: { wafer: '≤ 200 mm', throughput: [3, 'pairs'], accuracy: ['alignment', '≤ 3 µm'], footprint: [1200, 900, 1700] },
  jetx: { wafer: '≤ 300 mm, 650 × 550 mm', throughput: [40, 'substrates'], accuracy: ['placement', '± 5 µm'], footprint: [3200, 2200, 2100] },
  lp50: { wafer: '≤ 150 mm', throughput: [4, 'substrates'], accuracy: ['placement', '± 10 µm'], footprint: [1200, 900, 1600] },
  'dsm8-200-gen2': { wafer: '150 / 200 mm', throughput: [60, 'wafers'], accuracy: ['repeatability', '0.5 nm'], footprint: [1800, 1500, 2000] },
  'acs300-gen3': { wafer: '300 mm', throughput: [140, 'wafers'], accuracy: ['uniformity', '± 1 %'], footprint: [3600, 2450, 2700] },
  'acs200-gen3': { wafer: '100 / 150 / 200 mm', throughput: [120, 'wafers'], accuracy: ['uniformity', '± 1 %'], footprint: [3200, 2200, 2600] },
  as8: { wafer: '≤ 200 mm', throughput: [30, 'wafers'], accuracy: ['uniformity', '± 3 %'], footprint: [1500, 1300, 2000] },
  ecd8: { wafer: '≤ 200 mm', throughput: [40, 'wafers'], accuracy: ['uniformity', '± 1.5 %'], footprint: [1400, 1200, 1900] },
  rcd8: { wafer: '≤ 200 mm', throughput: [35, 'wafers'], accuracy: ['uniformity', '± 1.5 %'], footprint: [1500, 1200, 1900] },
  mcs8: { wafer: '≤ 200 mm', throughput: [20, 'wafers'], accuracy: ['uniformity', '± 2 %'], footprint: [900, 800, 1500] },
  hp8: { wafer: '≤ 200 mm', throughput: [60, 'wafers'], accuracy: ['temperature', '± 0.5 K'], footprint: [700, 600, 400] },
  'ma300-gen3': { wafer: '300 mm', throughput: [165, 'wafers'], accuracy: ['alignment', '± 0.5 µm'], footprint: [2900, 2100, 2300] },
  'ma200-gen3': { wafer: '≤ 200 mm', throughput: [140, 'wafers'], accuracy: ['alignment', '± 0.5 µm'], footprint: [2500, 1900, 2200] },
  ma12: { wafer: '≤ 300 mm', throughput: [60, 'wafers'], accuracy: ['alignment', '± 1 µm'], footprint: [1800, 1300, 1900] },
  mjb4: { wafer: '≤ 100 mm', throughput: [30, 'wafers'], accuracy: ['alignment', '± 0.5 µm'], footprint: [1100, 900, 1600] },
  'dsc300-gen3': { wafer: '300 mm', throughput: [100, 'wafers'], accuracy: ['overlay', '≤ ±1 µm'], footprint: [4800, 3000, 2800] },
  'masktrack-pro': { wafer: '6025 / 9025', throughput: [20, 'masks'], footprint: [3400, 2300, 2400] },
  'hmx-series': { wafer: '≤ 300 mm', throughput: [80, 'substrates'], footprint: [4200, 2000, 2300] },
};

export const SPECS_HEADLINE: AllLanguages = t('Spezifikationen', 'Specifications', '技术规格', '主な仕様', '技術規格');

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** A product's figures as rows of [name, value] in one language (1: English; the datasheet's table). */
export function specRows(spec: Spec, index = 1): Array<[string, string]> {
  return rowsOf(spec).map(([names, values]) => [names[index]!, values[index]!]);
}

function rowsOf(spec: Spec): Array<[Languages, string[]]> {
  return [
    [ROWS.wafer, Array(5).fill(spec.wafer)],
    [ROWS.throughput, UNITS[spec.throughput[1]].map((unit) => `${spec.throughput[0]} ${unit}`)],
    ...(spec.accuracy ? [[ROWS[spec.accuracy[0]], Array(5).fill(spec.accuracy[1])] as [Languages, string[]]] : []),
    [ROWS.footprint, Array(5).fill(`${spec.footprint.join(' × ')} mm`)],
  ];
}

/** The table of a product's figures, as markdown in each of the five languages. */
export function specTable(spec: Spec): AllLanguages {
  const rows = rowsOf(spec);
  const table = (index: number) =>
    [
      `| ${HEADER[index]} | ${VALUE[index]} |`,
      '| --- | --- |',
      ...rows.map(([names, values]) => `| ${cell(names[index]!)} | ${cell(values[index]!)} |`),
    ].join('\n');
  return t(table(0), table(1), table(2), table(3), table(4));
}
