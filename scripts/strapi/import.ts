/**
 * Imports content in the seed format (scripts/content-server/seed-types.ts: the bundled sample, or the
 * documents of a content server data folder) into a running Strapi generated from the same contract,
 * through the admin API (the calls its admin UI makes), idempotently:
 *
 * 1. Files (import-files.ts): each UploadFile is matched to a Strapi file by name (names are unique in the seed: checked);
 *    missing ones are uploaded from their original bytes (Strapi makes its own hash, url and formats);
 *    a changed alternative text or caption is updated.
 * 2. Entries are matched by a natural key per type (slug, BackendName, …: `ENTRY_KEYS`). Missing ones
 *    are created first with their key only, so every relation — also between entries that refer to
 *    each other — can be given as a Strapi id in the second pass.
 * 3. Each entry's full data (seed ids of relations and files mapped to Strapi ids, dynamic zone items
 *    tagged with their component uid) is compared with what Strapi holds, in one normal form
 *    (`normalise`); only a difference is written. Publication follows the seed (`published_at: null`
 *    is a draft).
 * A second import therefore writes nothing, sends no webhook and changes no `updatedAt`.
 *
 * A contract component that the generated project turns into a collection type (the footer column)
 * is imported as entries of that type, reused by position (in id order) in its owner's list.
 */
import type { Seed } from '../content-server/seed-types.ts';
import { sourceFields, readSource, type SourceField, type SourceModel } from '../content-server/schema/source.ts';
import { readFileSync } from 'node:fs';
import { StrapiAdminApi, type Entry } from './admin-api.ts';
import { importFiles } from './import-files.ts';
import { ImportError, type ImportSource, type ImportSummary } from './import-types.ts';
import { normalise } from './import-normal-form.ts';
import { CONTRACT_TYPES_FILE, strapiModel, type StrapiModel, type StrapiProjectModel } from './model.ts';

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

export interface ImportOptions {
  url: string;
  email: string;
  password: string;
  log?: (line: string) => void;
}

export { ImportError, type ImportSource, type ImportSummary };

type IdMap = Map<string, Map<string, number>>;

const uidOf = (model: StrapiModel) => `application::${model.name}.${model.name}`;

export async function importContent(source: ImportSource, options: ImportOptions): Promise<ImportSummary> {
  const log = options.log ?? (() => {});
  const api = new StrapiAdminApi(options.url);
  await api.login(options.email, options.password);
  const src = readSource(readFileSync(CONTRACT_TYPES_FILE, 'utf8'));
  const project = strapiModel();
  const summary: ImportSummary = { filesUploaded: 0, filesUpdated: 0, created: 0, updated: 0, unchanged: 0, published: 0, unpublished: 0 };
  const fileIds = await importFiles(api, source, summary, log);
  const ids: IdMap = new Map([['UploadFile', fileIds]]);
  const importer = new EntryImporter(api, src, project, ids, summary, log);
  await importer.run(source.seed);
  return summary;
}

/** The key of a seed entry: "field=value". */
export function entryKey(typeName: string, entry: Record<string, unknown>): string | undefined {
  for (const field of ENTRY_KEYS[typeName] ?? []) {
    const value = entry[field];
    if (value !== null && value !== undefined && value !== '') return `${field}=${String(value)}`;
  }
  return undefined;
}

class EntryImporter {
  private readonly api: StrapiAdminApi;
  private readonly src: SourceModel;
  private readonly project: StrapiProjectModel;
  private readonly ids: IdMap;
  private readonly summary: ImportSummary;
  private readonly log: (line: string) => void;

  constructor(
    api: StrapiAdminApi,
    src: SourceModel,
    project: StrapiProjectModel,
    ids: IdMap,
    summary: ImportSummary,
    log: (line: string) => void,
  ) {
    this.api = api;
    this.src = src;
    this.project = project;
    this.ids = ids;
    this.summary = summary;
    this.log = log;
  }

  private model(typeName: string): StrapiModel {
    const target = this.project.byType.get(typeName);
    if (target?.kind !== 'model') throw new ImportError(`${typeName} is not a content type of the generated Strapi project`);
    return target.model;
  }

  async run(seed: Seed): Promise<void> {
    const collections = Object.entries(seed.collections).filter(([type]) => type !== 'UploadFile' && !type.startsWith('UsersPermissions'));
    const existingByType = new Map<string, Map<string, Entry>>();
    // Pass 1: every entry exists (created with its key only when missing).
    for (const [typeName, entries] of collections) {
      const model = this.model(typeName);
      const existing = new Map<string, Entry>();
      for (const entry of await this.api.listEntries(uidOf(model))) {
        const key = entryKey(typeName, entry);
        if (key && !existing.has(key)) existing.set(key, entry);
      }
      const ids = new Map<string, number>();
      const seen = new Set<string>();
      for (const entry of entries) {
        const key = entryKey(typeName, entry);
        if (!key)
          throw new ImportError(
            `${typeName} ${entry.id}: none of ${ENTRY_KEYS[typeName]?.join(', ') ?? '(no key fields)'} is set; entries are matched by it`,
          );
        if (seen.has(key)) throw new ImportError(`${typeName} ${entry.id}: ${key} is used twice; entries are matched by it`);
        seen.add(key);
        let target = existing.get(key);
        if (!target) {
          const [field, ...rest] = key.split('=');
          const stub: Record<string, unknown> = { [field as string]: entry[field as string] ?? rest.join('=') };
          for (const required of sourceFields(this.src, typeName).filter(
            (f) => f.node.type.kind === 'NonNullType' && f.kind === 'scalar',
          )) {
            stub[required.name] = entry[required.name];
          }
          target = await this.api.createEntry(uidOf(model), stub);
          existing.set(key, target);
          this.summary.created++;
        }
        ids.set(String(entry.id), target.id);
      }
      this.ids.set(typeName, ids);
      existingByType.set(typeName, existing);
    }
    // Pass 2: full data, written only where it differs; then publication.
    for (const [typeName, entries] of collections) {
      const model = this.model(typeName);
      for (const entry of entries) {
        const id = this.ids.get(typeName)?.get(String(entry.id)) as number;
        const current = await this.api.getEntry(uidOf(model), id);
        const wanted = await this.input(typeName, entry);
        const changed = this.differs(typeName, current, wanted);
        let after: Entry = current;
        if (changed) {
          after = await this.api.updateEntry(uidOf(model), id, wanted);
          this.summary.updated++;
        } else {
          this.summary.unchanged++;
        }
        if (model.draftAndPublish) await this.publication(model, entry, after);
      }
    }
    for (const [typeName, data] of Object.entries(seed.singles)) {
      const model = this.model(typeName);
      const uid = uidOf(model);
      const current = (await this.api.getSingle(uid)) ?? ({ id: 0 } as Entry);
      const wanted = await this.input(typeName, data, current);
      if (current.id === 0 || this.differs(typeName, current, wanted)) {
        await this.api.putSingle(uid, wanted);
        this.summary[current.id === 0 ? 'created' : 'updated']++;
      } else {
        this.summary.unchanged++;
      }
    }
    const s = this.summary;
    this.log(
      `entries: ${s.created} created, ${s.updated} updated, ${s.unchanged} unchanged; ${s.published} published, ${s.unpublished} unpublished`,
    );
  }

  private async publication(model: StrapiModel, entry: Record<string, unknown>, current: Entry): Promise<void> {
    const draft = entry.published_at === null;
    const published = current.published_at !== null && current.published_at !== undefined;
    if (!draft && !published) {
      await this.api.publishEntry(uidOf(model), current.id);
      this.summary.published++;
    } else if (draft && published) {
      await this.api.unpublishEntry(uidOf(model), current.id);
      this.summary.unpublished++;
    }
  }

  private mapId(typeName: string, seedId: unknown, where: string): number {
    const id = this.ids.get(typeName)?.get(String(seedId));
    if (id === undefined) throw new ImportError(`${where}: refers to ${typeName} ${String(seedId)}, which is not in the content`);
    return id;
  }

  /** The seed entry (or component) as Strapi input: contract fields only, ids mapped. */
  private async input(typeName: string, data: Record<string, unknown>, currentOwner?: Entry): Promise<Record<string, unknown>> {
    const out: Record<string, unknown> = {};
    for (const field of sourceFields(this.src, typeName)) {
      if (field.name === 'id' || field.name === 'published_at') continue;
      const value = data[field.name];
      const name = this.project.renamed.get(`${typeName}.${field.name}`) ?? field.name;
      out[name] = await this.fieldInput(typeName, field, value, data, currentOwner);
    }
    return out;
  }

  private async fieldInput(
    owner: string,
    field: SourceField,
    value: unknown,
    data: Record<string, unknown>,
    currentOwner?: Entry,
  ): Promise<unknown> {
    const where = `${owner} ${String(data.id ?? '')}.${field.name}`;
    if (value === undefined || value === null) return field.list ? [] : null;
    const target = this.project.byType.get(field.typeName);
    switch (field.kind) {
      case 'scalar':
      case 'enum':
        return value;
      case 'relation': {
        const refType = target?.kind === 'plugin' ? 'UploadFile' : field.typeName;
        return field.list ? (value as unknown[]).map((v) => this.mapId(refType, v, where)) : this.mapId(refType, value, where);
      }
      case 'union':
        return Promise.all(
          (value as Array<Record<string, unknown>>).map(async (item) => {
            const member = this.project.byType.get(String(item.__typename));
            if (member?.kind !== 'component') throw new ImportError(`${where}: unknown block type ${String(item.__typename)}`);
            return { __component: member.component.uid, ...(await this.input(String(item.__typename), item)) };
          }),
        );
      case 'component': {
        if (target?.kind === 'model') return this.componentEntries(field, value as Array<Record<string, unknown>>, currentOwner, where);
        if (field.list) return Promise.all((value as Array<Record<string, unknown>>).map((item) => this.input(field.typeName, item)));
        return this.input(field.typeName, value as Record<string, unknown>);
      }
    }
  }

  /** A contract component stored as entries of its own type: reused by position in the owner's current list. */
  private async componentEntries(
    field: SourceField,
    items: Array<Record<string, unknown>>,
    currentOwner: Entry | undefined,
    where: string,
  ): Promise<number[]> {
    const model = this.model(field.typeName);
    // Reused by position in id order: Strapi returns relation lists in no particular order.
    const current = (Array.isArray(currentOwner?.[field.name]) ? [...(currentOwner?.[field.name] as Entry[])] : []).sort(
      (a, b) => a.id - b.id,
    );
    const ids: number[] = [];
    for (const [index, item] of items.entries()) {
      const wanted = await this.input(field.typeName, item);
      const existing = current[index];
      if (!existing) {
        ids.push((await this.api.createEntry(uidOf(model), wanted)).id);
        this.summary.created++;
        continue;
      }
      const full = await this.api.getEntry(uidOf(model), existing.id);
      if (this.differs(field.typeName, full, wanted)) {
        await this.api.updateEntry(uidOf(model), existing.id, wanted);
        this.summary.updated++;
      } else {
        this.summary.unchanged++;
      }
      ids.push(existing.id);
    }
    if (items.length === 0 && current.length > 0) this.log(`${where}: now empty`);
    return ids;
  }

  private differs(typeName: string, current: Entry, wanted: Record<string, unknown>): boolean {
    const a = JSON.stringify(normalise(this.src, this.project, typeName, current));
    const b = JSON.stringify(normalise(this.src, this.project, typeName, wanted));
    if (a !== b && process.env.STRAPI_IMPORT_DEBUG === '1') {
      let at = 0;
      while (at < a.length && a[at] === b[at]) at++;
      this.log(
        `${typeName} ${current.id} differs at ${at}:\n  strapi: …${a.slice(Math.max(0, at - 200), at + 300)}\n  import: …${b.slice(Math.max(0, at - 200), at + 300)}`,
      );
    }
    return a !== b;
  }
}
