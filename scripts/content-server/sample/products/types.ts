/** Shape of one product of the sample catalog (texts of product pages are German/English only). */
import type { MachineKind } from '../art/machines.ts';
import type { MainLanguages } from '../text.ts';

export type ProductCategoryName =
  | 'CoaterAndDeveloper'
  | 'InkjetPrinting'
  | 'MaskAligner'
  | 'Metrology'
  | 'WaferBonder'
  | 'PhotomaskEquipment'
  | 'ProjectionScanner';

export type SubCategoryName = 'Automated' | 'SemiAutomated' | 'Manual';

export interface ProductDef {
  slug: string;
  name: string;
  category: ProductCategoryName;
  sub: SubCategoryName;
  render: { kind: MachineKind; modules?: number; loadPorts?: number };
  headline: MainLanguages;
  description: MainLanguages;
  info: MainLanguages;
  highlights: MainLanguages[];
  /** Keys of related news articles (see news/). */
  news: string[];
  /** Extra downloads besides the datasheet: [germanLabel, englishLabel, pdf title]. */
  extraDownloads?: Array<[string, string, string]>;
  /** Left out of the seed's `published_at` (a draft product page), rarely used. */
  draft?: boolean;
}
