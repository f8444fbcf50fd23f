/**
 * The seed format: what the sample content (and the scale generator) hand to the
 * content server's store.
 *
 * - Keys are GraphQL field names exactly as written in the schema.
 * - Relations are ids: a single relation `"categoryPage": "12"`, a list `"News": ["3", "4"]`.
 * - Morph unions hold refs: `{ "__typename": "ContentPage", "id": "3" }`.
 * - Components are inline objects/arrays (their `id` may be omitted).
 * - Dynamic zones are arrays of inline objects carrying `__typename`.
 * - `published_at`: ISO string, or null for a draft. `createdAt`/`updatedAt` optional.
 */
export interface Seed {
  /** GraphQL type name (e.g. "ContentPage", "UploadFile") → its entries. */
  collections: Record<string, SeedEntry[]>;
  /** GraphQL type name of a single type (e.g. "HomepageInformationTile") → its one document. */
  singles: Record<string, Record<string, unknown>>;
  /** Files copied into `<dataDir>/uploads/`; `path` is a plain file name, e.g. "hero-wafer_3f2a9c.jpg". */
  uploads: SeedUpload[];
}

export type SeedEntry = { id: string } & Record<string, unknown>;

export interface SeedUpload {
  path: string;
  data: Uint8Array;
}
