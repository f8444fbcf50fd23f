/**
 * Imports content in the seed format (scripts/content-server/seed-types.ts: the bundled sample, or the
 * documents of a content server data folder) into a running Strapi generated from the same contract,
 * through the admin API (the calls its admin UI makes), idempotently:
 *
 * 1. Files (../strapi-common/import-files.ts): each UploadFile is matched to a Strapi file by name
 *    (names are unique in the seed: checked); missing ones are uploaded from their original bytes (Strapi
 *    makes its own hash, url and formats); a changed alternative text or caption is updated.
 * 2. Entries are matched by a natural key per type (slug, BackendName, …: ../strapi-common/entry-keys.ts).
 *    Missing ones are created first with their key only (../strapi-common/import-pass.ts), so every
 *    relation — also between entries that refer to each other — can be given as a Strapi id in the
 *    second pass.
 * 3. Each entry's full data (seed ids of relations and files mapped to Strapi ids, dynamic zone items
 *    tagged with their component uid) is compared with what Strapi holds, in one normal form
 *    (`normalise`); only a difference is written. Publication follows the seed (`published_at: null`
 *    is a draft).
 * A second import therefore writes nothing, sends no webhook and changes no `updatedAt`.
 *
 * A contract component that the generated project turns into a collection type (the footer column)
 * is imported as entries of that type, reused by position (in id order) in its owner's list.
 */
import type { SourceField, SourceModel } from '../content-server/schema/source.ts';
import type { Seed } from '../content-server/seed-types.ts';
import { readContract } from '../strapi-common/contract.ts';
import { importFiles } from '../strapi-common/import-files.ts';
import {
  emptySummary,
  entriesLine,
  importedCollections,
  logDifference,
  matchEntries,
  writeByPosition,
} from '../strapi-common/import-pass.ts';
import { ImportError, type ImportSource, type ImportSummary } from '../strapi-common/import-types.ts';
import { SeedInput } from '../strapi-common/seed-input.ts';
import { StrapiAdminApi, type Entry } from './admin-api.ts';
import { normalise } from './import-normal-form.ts';
import { strapiModel, type StrapiModel, type StrapiProjectModel } from './model.ts';

export interface ImportOptions {
  url: string;
  email: string;
  password: string;
  log?: (line: string) => void;
}

type IdMap = Map<string, Map<string, number>>;

const uidOf = (model: StrapiModel) => `application::${model.name}.${model.name}`;

export async function importContent(source: ImportSource, options: ImportOptions): Promise<ImportSummary> {
  const log = options.log ?? (() => {});
  const api = new StrapiAdminApi(options.url);
  await api.login(options.email, options.password);
  const summary = emptySummary();
  const fileIds = await importFiles(api.media, source, summary, log);
  const ids: IdMap = new Map([['UploadFile', fileIds]]);
  const importer = new EntryImporter(api, readContract(), strapiModel(), ids, summary, log);
  await importer.run(source.seed);
  return summary;
}

class EntryImporter {
  private readonly api: StrapiAdminApi;
  private readonly src: SourceModel;
  private readonly project: StrapiProjectModel;
  private readonly ids: IdMap;
  private readonly summary: ImportSummary;
  private readonly log: (line: string) => void;
  private readonly seedInput: SeedInput;

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
    this.seedInput = new SeedInput(src, {
      fieldName: (owner, field) => project.renamed.get(`${owner}.${field.name}`) ?? field.name,
      // A plugin's type is the upload plugin's file.
      reference: (field, seedId, where) =>
        this.mapId(project.byType.get(field.typeName)?.kind === 'plugin' ? 'UploadFile' : field.typeName, seedId, where),
      blockTag: (member, where) => {
        const type = project.byType.get(member);
        if (type?.kind !== 'component') throw new ImportError(`${where}: unknown block type ${member}`);
        return { __component: type.component.uid };
      },
      storedAsEntries: (typeName) => project.byType.get(typeName)?.kind === 'model',
      componentEntries: (field, items, current, where) => this.componentEntries(field, items, current as Entry | undefined, where),
    });
  }

  private model(typeName: string): StrapiModel {
    const target = this.project.byType.get(typeName);
    if (target?.kind !== 'model') throw new ImportError(`${typeName} is not a content type of the generated Strapi project`);
    return target.model;
  }

  async run(seed: Seed): Promise<void> {
    const collections = importedCollections(seed);
    // Pass 1: every entry exists (created with its key only when missing).
    for (const [typeName, entries] of collections) {
      const uid = uidOf(this.model(typeName));
      const targets = await matchEntries<Entry>({
        src: this.src,
        typeName,
        entries,
        held: await this.api.listEntries(uid),
        create: async (stub) => {
          const created = await this.api.createEntry(uid, stub);
          this.summary.created++;
          return created;
        },
      });
      this.ids.set(typeName, new Map([...targets].map(([seedId, target]) => [seedId, target.id])));
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
    this.log(entriesLine(this.summary));
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
  private input(typeName: string, data: Record<string, unknown>, currentOwner?: Entry): Promise<Record<string, unknown>> {
    return this.seedInput.input(typeName, data, currentOwner);
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
    const ids = await writeByPosition<Entry, number>({
      items,
      held: current,
      summary: this.summary,
      input: (item) => this.input(field.typeName, item),
      create: async (wanted) => {
        const created = await this.api.createEntry(uidOf(model), wanted);
        this.summary.created++;
        return created.id;
      },
      differs: async (held, wanted) => this.differs(field.typeName, await this.api.getEntry(uidOf(model), held.id), wanted),
      update: (held, wanted) => this.api.updateEntry(uidOf(model), held.id, wanted),
      ref: (held) => held.id,
    });
    if (items.length === 0 && current.length > 0) this.log(`${where}: now empty`);
    return ids;
  }

  private differs(typeName: string, current: Entry, wanted: Record<string, unknown>): boolean {
    const a = JSON.stringify(normalise(this.src, this.project, typeName, current));
    const b = JSON.stringify(normalise(this.src, this.project, typeName, wanted));
    if (a !== b) logDifference(this.log, `${typeName} ${current.id}`, a, b, [200, 300]);
    return a !== b;
  }
}
