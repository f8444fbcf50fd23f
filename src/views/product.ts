/**
 * What the product detail view shows of a ProductPage's details and options (docs/content-blocks.md §5):
 * groups with their features, each feature's availability tiles with the
 * products it is available for, linked when the site has that product's page. Pure.
 */
import type { ProductPageEntry } from '../cms/types.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import { translate, type LocalizedText, type TranslatedValue } from '../i18n/translate.ts';
import { productPagePath } from '../routing/paths.ts';

type DetailGroup = NonNullable<NonNullable<ProductPageEntry['details']>[number]>;
type OptionGroup = NonNullable<NonNullable<ProductPageEntry['options']>[number]>;
/** A product detail or product option entry. */
export type Feature =
  NonNullable<NonNullable<DetailGroup['productDetails']>[number]> | NonNullable<NonNullable<OptionGroup['productOptions']>[number]>;
type Tile = NonNullable<NonNullable<Feature['availabilityTile']>[number]>;

interface AvailableProduct {
  name: string;
  /** The product's page; null when the site has none (a draft, an unknown category) or it is this page. */
  href: string | null;
  current: boolean;
}

interface AvailabilityView {
  id: string;
  title: LocalizedText | null;
  products: AvailableProduct[];
}

export interface FeatureView {
  id: string;
  headline: LocalizedText | null;
  content: LocalizedText | null;
  availability: AvailabilityView[];
}

export interface FeatureGroupView {
  id: string;
  headline: LocalizedText | null;
  features: FeatureView[];
}

function availability(
  locale: LocaleCode,
  tile: Tile,
  builtPaths: { has(path: string): boolean },
  currentSlug: string | null | undefined,
): AvailabilityView {
  const products: AvailableProduct[] = [];
  for (const product of tile.products ?? []) {
    const name = product?.productName?.trim() || product?.slug?.trim();
    if (!product || !name) continue;
    const current = Boolean(currentSlug && product.slug === currentSlug);
    const path = productPagePath(locale, { slug: product.slug, Category: product.category });
    products.push({ name, href: !current && path && builtPaths.has(path) ? path : null, current });
  }
  return { id: tile.id, title: translate(tile.CategoryTitle as TranslatedValue | null, locale), products };
}

function feature(
  locale: LocaleCode,
  item: Feature,
  builtPaths: { has(path: string): boolean },
  currentSlug: string | null | undefined,
): FeatureView {
  return {
    id: item.id,
    headline: item.showDetailHeadline === false ? null : translate(item.headline, locale),
    content: translate(item.content, locale),
    availability: (item.availabilityTile ?? [])
      .filter((tile): tile is Tile => tile !== null)
      .map((tile) => availability(locale, tile, builtPaths, currentSlug))
      .filter((tile) => tile.products.length > 0),
  };
}

/**
 * The details (or options) groups of a product page in `locale`: each group's headline (else
 * `fallback`), its features with headline, content and availability. Groups without features are
 * left out.
 */
export function featureGroups(
  locale: LocaleCode,
  groups:
    | ReadonlyArray<{ id: string; headline?: TranslatedValue | null; items: ReadonlyArray<Feature | null> | null | undefined } | null>
    | null
    | undefined,
  fallback: LocalizedText,
  builtPaths: { has(path: string): boolean },
  currentSlug: string | null | undefined,
): FeatureGroupView[] {
  const result: FeatureGroupView[] = [];
  for (const group of groups ?? []) {
    if (!group) continue;
    const features = (group.items ?? [])
      .filter((item): item is Feature => item !== null)
      .map((item) => feature(locale, item, builtPaths, currentSlug))
      .filter((item) => item.headline || item.content || item.availability.length > 0);
    if (features.length === 0) continue;
    result.push({ id: group.id, headline: translate(group.headline, locale) ?? fallback, features });
  }
  return result;
}

/** The highlights of a product (or of a highlights block) in `locale`, English standing in. */
export function productHighlights(
  locale: LocaleCode,
  highlights: ReadonlyArray<TranslatedValue | null> | null | undefined,
): LocalizedText[] {
  return (highlights ?? []).map((highlight) => translate(highlight, locale)).filter((text): text is LocalizedText => text !== null);
}
