/**
 * The natural key entries are matched by across imports, for both Strapi versions: the first of a type's
 * key fields that is set ("field=value"). Strapi 5's model also keeps these fields one-line strings.
 */

/** Fields that identify an entry of a type across imports (the first that is set and unique wins). */
export const ENTRY_KEYS: Record<string, string[]> = {
  ContentPage: ['slug'],
  ProductPage: ['slug', 'Productname'],
  ProductDetail: ['backendLabel'],
  ProductOption: ['backendLabel'],
  Product: ['slug', 'productName'],
  NewsArticle: ['slug'],
  ProductCategory: ['Category'],
  Menu: ['Name'],
  ParentMenuLink: ['BackendLabel'],
  MetaMenuLink: ['backendLabel'],
  Translation: ['BackendName'],
  Locale: ['code'],
};

/** The key of a seed entry: "field=value". */
export function entryKey(typeName: string, entry: Record<string, unknown>): string | undefined {
  for (const field of ENTRY_KEYS[typeName] ?? []) {
    const value = entry[field];
    if (value !== null && value !== undefined && value !== '') return `${field}=${String(value)}`;
  }
  return undefined;
}

/**
 * The contract's field that keeps the id an entry had in the content system it was migrated from (news
 * articles: their detail paths held it). The Strapi 5 import writes it; Strapi 5 keeps it unique, so a
 * duplicated entry cannot take over another's old paths (docs/locales-and-urls.md §13).
 */
export const LEGACY_ID_FIELD = 'legacyId';
