/**
 * Shape of one product of the sample catalog. The texts of its product page are written in all five
 * languages; `null` in a language marks a deliberately missing translation (the page shows English
 * there, under the "shown in English" notice). A product is translated into a language as a whole
 * (headline, description, info and every highlight) or not at all: its datasheet is written in the
 * languages of its page (products/index.ts).
 */
import type { MachineKind } from '../art/machines.ts';
import type { AllLanguages } from '../text.ts';

export type ProductCategoryName =
  | 'CoaterAndDeveloper'
  | 'InkjetPrinting'
  | 'MaskAligner'
  | 'Metrology'
  | 'WaferBonder'
  | 'PhotomaskEquipment'
  | 'ProjectionScanner';

type SubCategoryName = 'Automated' | 'SemiAutomated' | 'Manual';

export interface ProductDef {
  slug: string;
  name: string;
  category: ProductCategoryName;
  sub: SubCategoryName;
  render: { kind: MachineKind; modules?: number; loadPorts?: number };
  headline: AllLanguages;
  description: AllLanguages;
  /** Markdown with `## ` headings. */
  info: AllLanguages;
  highlights: AllLanguages[];
  /** Keys of related news articles (see news/). */
  news: string[];
  /**
   * Extra downloads besides the datasheet: [label, title of the PDF]. The label is shown in every
   * language; the PDF is written in English only (its English title is used).
   */
  extraDownloads?: Array<[label: AllLanguages, pdfTitle: AllLanguages]>;
  /** Left out of the seed's `published_at` (a draft product page), rarely used. */
  draft?: boolean;
}
