/**
 * URL segment maps of SPEC §2.3 (one place). German uses the German form, every other locale the
 * international/English one.
 */
import type { LocaleCode } from '../i18n/locales.ts';

export interface SegmentPair {
  de: string;
  international: string;
}

export function segmentFor(pair: SegmentPair, locale: LocaleCode): string {
  return locale === 'de' ? pair.de : pair.international;
}

/** The base segment of product pages (SPEC §2.1, §9). */
export const productBase: SegmentPair = { de: 'produkte-loesungen', international: 'products-solutions' };

/** Product category → URL segment (SPEC §2.3). */
export const productCategorySegments = {
  CoaterAndDeveloper: { de: 'belacker-entwickler', international: 'coater-developer' },
  InkjetPrinting: { de: 'tintenstrahldruck', international: 'inkjet-printing' },
  MaskAligner: { de: 'mask-aligner', international: 'mask-aligner' },
  Metrology: { de: 'metrology', international: 'metrology' },
  WaferBonder: { de: 'wafer-bonder', international: 'wafer-bonder' },
  PhotomaskEquipment: { de: 'fotomasken-systeme', international: 'photomask-equipment' },
  ProjectionScanner: { de: 'projektions-scanner', international: 'projection-scanner' },
} as const satisfies Record<string, SegmentPair>;

export type ProductCategory = keyof typeof productCategorySegments;

export function isProductCategory(value: unknown): value is ProductCategory {
  return typeof value === 'string' && Object.hasOwn(productCategorySegments, value);
}
