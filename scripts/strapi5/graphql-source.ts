/**
 * Content to import, read over GraphQL from a content system that speaks the contract — a Strapi 3.6 made
 * by `npm run strapi`, the embedded content server, or any server with the same schema — in the seed
 * format the importers take: every entry of every collection and single type (drafts too when a token
 * may read them), every file of the media library, and the files' bytes fetched from the server.
 *
 * Lists are read 100 at a time (`limit`, `start`), as the site reads them. Without a token only published
 * entries can be read; the log says so, since drafts then stay behind.
 */
import type { SourceModel } from '../content-server/schema/source.ts';
import type { Seed, SeedEntry } from '../content-server/seed-types.ts';
import { readContract } from '../strapi-common/contract.ts';
import { ImportError, type ImportSource } from '../strapi-common/import-types.ts';
import { contentSelection, unalias } from './selection.ts';

const PAGE = 100;
/** The files' fields the import uses. */
const FILE_FIELDS = 'id name alternativeText caption url mime ext size width height';

export interface GraphqlSourceOptions {
  endpoint: string;
  /** Reads drafts too (publicationState PREVIEW). */
  token?: string | undefined;
  log?: (line: string) => void;
}

type Data = Record<string, unknown>;

async function request<T>(options: GraphqlSourceOptions, query: string, variables: Data = {}): Promise<T> {
  const response = await fetch(options.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  let body: { data?: T; errors?: Array<{ message: string }> };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new ImportError(`${options.endpoint}: HTTP ${response.status}, not a GraphQL answer: ${text.slice(0, 200)}`);
  }
  if (body.errors?.length || !body.data) {
    throw new ImportError(
      `${options.endpoint}: ${body.errors?.map((e) => e.message).join('; ') ?? `HTTP ${response.status}`}\n  in: ${query.slice(0, 200)}`,
    );
  }
  return body.data;
}

/** Dynamic zone items back under the contract's field names, recursively. */
function restoreNames(src: SourceModel, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => restoreNames(src, item));
  if (!value || typeof value !== 'object') return value;
  const data = value as Data;
  const member = typeof data.__typename === 'string' ? data.__typename : undefined;
  const named = member ? unalias(member, data) : data;
  return Object.fromEntries(Object.entries(named).map(([key, v]) => [key, restoreNames(src, v)]));
}

export async function graphqlSource(options: GraphqlSourceOptions): Promise<ImportSource> {
  const log = options.log ?? (() => {});
  const src = readContract();
  const state = options.token ? 'PREVIEW' : 'LIVE';
  if (!options.token) log('no token: reading published entries only (drafts stay behind; give a token to take them too)');
  const style = { ref: 'id' as const, listArgs: '' };
  const seed: Seed = { collections: {}, singles: {}, uploads: [] };
  for (const entity of src.entities) {
    if (entity.typeName.startsWith('UsersPermissions')) continue;
    const isFile = entity.typeName === 'UploadFile';
    const hasDrafts = src.objects.get(entity.typeName)?.fields?.some((f) => f.name.value === 'published_at') ?? false;
    const fields = isFile ? FILE_FIELDS : `id ${hasDrafts ? 'published_at ' : ''}${contentSelection(src, entity.typeName, style)}`;
    const stateArg = isFile ? '' : `, publicationState: ${state}`;
    if (entity.kind === 'single') {
      const { item } = await request<{ item: Data | null }>(options, `{ item: ${entity.name}(publicationState: ${state}) { ${fields} } }`);
      if (item) seed.singles[entity.typeName] = restoreNames(src, item) as Data;
      continue;
    }
    const entries: SeedEntry[] = [];
    const query = `query($start: Int!) { items: ${entity.plural}(sort: "id:asc", limit: ${PAGE}, start: $start${stateArg}) { ${fields} } }`;
    for (let start = 0; ; start += PAGE) {
      const { items } = await request<{ items: Data[] }>(options, query, { start });
      for (const item of items) entries.push(restoreNames(src, item) as SeedEntry);
      if (items.length < PAGE) break;
    }
    seed.collections[entity.typeName] = entries;
  }
  // References as the seed holds them: ids, not `{ id }` objects.
  for (const entries of Object.values(seed.collections)) for (const entry of entries) flattenRefs(entry);
  for (const single of Object.values(seed.singles)) flattenRefs(single);
  // Files by their name under /uploads/ (what the importers expect); the bytes from wherever the server keeps them.
  const origin = new URL(options.endpoint).origin;
  const locations = new Map<string, string>();
  for (const file of seed.collections.UploadFile ?? []) {
    const url = String(file.url ?? '');
    const name = decodeURIComponent(new URL(url, origin).pathname.split('/').pop() ?? '');
    if (!name) throw new ImportError(`UploadFile ${file.id}: no file name in its url "${url}"`);
    locations.set(name, new URL(url, origin).href);
    file.url = `/uploads/${name}`;
  }
  const counts = Object.entries(seed.collections).map(([type, entries]) => `${entries.length} ${type}`);
  log(`read ${counts.join(', ')} and ${Object.keys(seed.singles).length} single types from ${options.endpoint}`);
  return {
    seed,
    async readUpload(name) {
      const location = locations.get(name);
      if (!location) throw new ImportError(`no file ${name} in the media library of ${options.endpoint}`);
      const response = await fetch(location);
      if (!response.ok) throw new ImportError(`${location}: HTTP ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}

/** `{ id }` references (relations and files, at any depth) become the id itself, as in the seed format. */
function flattenRefs(data: Data): void {
  for (const [key, value] of Object.entries(data)) {
    if (isRef(value)) data[key] = value.id;
    else if (Array.isArray(value)) {
      data[key] = value.map((item: unknown) => {
        if (isRef(item)) return item.id;
        if (item && typeof item === 'object') flattenRefs(item as Data);
        return item;
      });
    } else if (value && typeof value === 'object') flattenRefs(value as Data);
  }
}

function isRef(value: unknown): value is { id: string } {
  return !!value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 1 && 'id' in value;
}
