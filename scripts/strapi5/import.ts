/**
 * Imports content in the seed format (the bundled sample, a content server data folder, or what
 * scripts/strapi5/graphql-source.ts reads from another content system) into a running Strapi 5 generated
 * from the same contract, idempotently, through its content API with an API token (GraphQL for entries,
 * the media library's REST routes for files):
 *
 * 1. Files are matched by name (unique in the content: checked); missing ones are uploaded from their
 *    original bytes; a changed alternative text or caption is updated.
 * 2. Entries are matched by the natural key of their type (../strapi-common/entry-keys.ts, as for
 *    Strapi 3.6). Missing ones are created first, as drafts with their key only
 *    (../strapi-common/import-pass.ts), so every relation (also between entries that refer to each other)
 *    can be given as a documentId in the second pass.
 * 3. Each entry's full data is compared with what Strapi holds (its draft and, where the content says
 *    published, its published version) in one normal form; only a difference is written, and publishing
 *    is part of that write (`status: PUBLISHED`). An entry the content says is a draft but Strapi has
 *    published is unpublished through the admin API (the content API cannot).
 * A second import therefore writes nothing, sends no webhook and changes no `updatedAt`.
 *
 * An entry of a type with the contract's `legacyId` field (news articles) gets the id it has in the
 * content (that of the content system it comes from) there: its detail pages' old paths, which held that
 * id, answer a 301 to the new ones, which hold its documentId (docs/locales-and-urls.md §13).
 *
 * The footer column (a contract component that holds a dynamic zone, a content type of its own in the
 * generated project) is imported as entries of that type, reused by position in its owner's list.
 */
import { sourceFields, type SourceField, type SourceModel } from '../content-server/schema/source.ts';
import type { Seed, SeedEntry } from '../content-server/seed-types.ts';
import { readContract } from '../strapi-common/contract.ts';
import { LEGACY_ID_FIELD } from '../strapi-common/entry-keys.ts';
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
import { Strapi5Api, type Strapi5ApiOptions } from './api.ts';
import { strapi5Model, type Strapi5ContentType } from './model.ts';
import { NormalForm5 } from './import-normal-form.ts';
import { Reader5, type Current } from './import-read.ts';

export interface Import5Options extends Strapi5ApiOptions {
  log?: (line: string) => void;
}

type Data = Record<string, unknown>;

/** The entries of a type, each with its id in the content as its `legacyId` where the type has that field. */
function withLegacyIds(src: SourceModel, typeName: string, entries: SeedEntry[]): SeedEntry[] {
  if (!sourceFields(src, typeName).some((field) => field.name === LEGACY_ID_FIELD)) return entries;
  return entries.map((entry) => ({ ...entry, [LEGACY_ID_FIELD]: String(entry.id) }));
}

function pascal(kebab: string): string {
  return kebab.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
}

export async function importContent5(source: ImportSource, options: Import5Options): Promise<ImportSummary> {
  const log = options.log ?? (() => {});
  const api = new Strapi5Api(options);
  const summary = emptySummary();
  const files = await importFiles5(api, source, summary, log);
  await new EntryImporter5(api, readContract(), files, summary, log).run(source.seed);
  return summary;
}

interface FileIds {
  /** seed id → Strapi file id */
  bySeed: Map<string, number>;
  /** Strapi file documentId → id */
  byDocument: Map<string, number>;
}

/** The files step of the Strapi 3.6 import, then each file's id by its documentId (what Strapi 5 reads back). */
async function importFiles5(api: Strapi5Api, source: ImportSource, summary: ImportSummary, log: (line: string) => void): Promise<FileIds> {
  const bySeed = await importFiles(api.media, source, summary, log);
  const byDocument = new Map((await api.media.listFiles()).map((file) => [file.documentId, file.id]));
  return { bySeed, byDocument };
}

class EntryImporter5 {
  private readonly types = new Map<string, Strapi5ContentType>();
  /** contract type → seed id → documentId */
  private readonly documentIds = new Map<string, Map<string, string>>();

  private readonly api: Strapi5Api;
  private readonly src: SourceModel;
  private readonly files: FileIds;
  private readonly summary: ImportSummary;
  private readonly log: (line: string) => void;
  private readonly form: NormalForm5;
  private readonly reader: Reader5;
  private readonly seedInput: SeedInput;

  constructor(api: Strapi5Api, src: SourceModel, files: FileIds, summary: ImportSummary, log: (line: string) => void) {
    this.api = api;
    this.src = src;
    this.files = files;
    this.summary = summary;
    this.log = log;
    for (const type of strapi5Model().contentTypes) this.types.set(type.typeName, type);
    this.reader = new Reader5(api, src, this.types);
    this.form = new NormalForm5(src, (name) => this.isContentType(name), files.byDocument);
    this.seedInput = new SeedInput(src, {
      fieldName: (_, field) => field.name,
      reference: (field, seedId, where) => this.mapId(field.typeName, seedId, where),
      blockTag: (member, where) => {
        if (!src.objects.has(member) || this.isContentType(member)) throw new ImportError(`${where}: unknown block type ${member}`);
        return { __typename: member };
      },
      storedAsEntries: (typeName) => this.isContentType(typeName),
      componentEntries: (field, items, current, where) => this.componentEntries(field, items, current, where),
    });
  }

  private type(typeName: string): Strapi5ContentType {
    return this.reader.type(typeName);
  }

  private isContentType(typeName: string): boolean {
    return this.reader.isContentType(typeName);
  }

  // ---- writing ----------------------------------------------------------------------------------

  private mapId(typeName: string, seedId: unknown, where: string): string | number {
    if (typeName === 'UploadFile') {
      const id = this.files.bySeed.get(String(seedId));
      if (id === undefined) throw new ImportError(`${where}: refers to file ${String(seedId)}, which is not in the content`);
      return id;
    }
    const id = this.documentIds.get(typeName)?.get(String(seedId));
    if (id === undefined) throw new ImportError(`${where}: refers to ${typeName} ${String(seedId)}, which is not in the content`);
    return id;
  }

  /** The seed entry (or component) as Strapi 5 input: contract fields only, references mapped. */
  private input(typeName: string, data: Data, current?: Data): Promise<Data> {
    return this.seedInput.input(typeName, data, current);
  }

  /** A contract component stored as entries of its own type: reused by position in the owner's current list. */
  private async componentEntries(field: SourceField, items: Data[], current: Data | undefined, where: string): Promise<string[]> {
    const held = Array.isArray(current?.[field.name]) ? (current?.[field.name] as Array<{ documentId: string }>) : [];
    const existing =
      held.length > 0
        ? await this.reader.readByIds(
            field.typeName,
            held.map((h) => h.documentId),
          )
        : [];
    const ids = await writeByPosition<Current, string>({
      items,
      held: existing,
      summary: this.summary,
      input: (item) => this.input(field.typeName, item),
      create: (wanted) => this.create(field.typeName, wanted, 'PUBLISHED'),
      differs: async (target, wanted) =>
        this.form.normal(field.typeName, this.form.asInput(field.typeName, target)) !== this.form.normal(field.typeName, wanted),
      update: (target, wanted) => this.update(field.typeName, target.documentId, wanted, 'PUBLISHED'),
      ref: (target) => target.documentId,
    });
    if (items.length === 0 && held.length > 0) this.log(`${where}: now empty`);
    return ids;
  }

  private async create(typeName: string, data: Data, status: 'DRAFT' | 'PUBLISHED'): Promise<string> {
    const name = pascal(this.type(typeName).name);
    const answer = await this.api.graphql<{ created: { documentId: string } }>(
      `mutation($data: ${name}Input!) { created: create${name}(data: $data, status: ${status}) { documentId } }`,
      { data },
    );
    this.summary.created++;
    return answer.created.documentId;
  }

  private async update(typeName: string, documentId: string | undefined, data: Data, status: 'DRAFT' | 'PUBLISHED'): Promise<void> {
    const type = this.type(typeName);
    const name = pascal(type.name);
    const target = type.kind === 'singleType' ? '' : 'documentId: $id, ';
    const declared = type.kind === 'singleType' ? '' : '$id: ID!, ';
    await this.api.graphql(
      `mutation(${declared}$data: ${name}Input!) { update${name}(${target}data: $data, status: ${status}) { documentId } }`,
      {
        ...(type.kind === 'singleType' ? {} : { id: documentId }),
        data,
      },
    );
  }

  // ---- the two passes ---------------------------------------------------------------------------

  async run(seed: Seed): Promise<void> {
    const collections = importedCollections(seed).map(([typeName, entries]): [string, SeedEntry[]] => [
      typeName,
      withLegacyIds(this.src, typeName, entries),
    ]);
    const drafts = new Map<string, Map<string, Current>>();
    const published = new Map<string, Map<string, Current>>();
    // Pass 1: every entry exists (created as a draft with its key only when missing).
    for (const [typeName, entries] of collections) {
      const type = this.type(typeName);
      const draftList = await this.reader.readAll(typeName, 'DRAFT');
      published.set(
        typeName,
        new Map((type.draftAndPublish ? await this.reader.readAll(typeName, 'PUBLISHED') : draftList).map((e) => [e.documentId, e])),
      );
      const targets = await matchEntries<Current>({
        src: this.src,
        typeName,
        entries,
        held: draftList,
        create: async (stub) => ({ documentId: await this.create(typeName, stub, 'DRAFT') }),
      });
      this.documentIds.set(typeName, new Map([...targets].map(([seedId, target]) => [seedId, target.documentId])));
      drafts.set(typeName, new Map([...targets.values()].map((target) => [target.documentId, target])));
    }
    // Pass 2: full data, written (and published) only where it differs.
    for (const [typeName, entries] of collections) {
      const type = this.type(typeName);
      for (const entry of entries) {
        const documentId = this.documentIds.get(typeName)?.get(String(entry.id)) as string;
        const draft = drafts.get(typeName)?.get(documentId) ?? { documentId };
        const live = published.get(typeName)?.get(documentId);
        await this.write(type, documentId, entry, draft, live);
      }
    }
    await this.republishStale(collections);
    for (const [typeName, data] of Object.entries(seed.singles)) {
      const type = this.type(typeName);
      const draft = (await this.reader.readSingle(typeName, 'DRAFT')) ?? undefined;
      const live = type.draftAndPublish ? ((await this.reader.readSingle(typeName, 'PUBLISHED')) ?? undefined) : draft;
      await this.write(type, undefined, data, draft ?? { documentId: '' }, live, draft === undefined);
    }
    this.log(entriesLine(this.summary));
  }

  /**
   * Strapi 5 publishes an entry's relations only to targets that are published at that moment: an entry
   * published before an entry it refers to lacks that reference in its published version. Once pass 2 has
   * published everything, such entries are published again (their published version compared with the
   * content once more), so that one import leaves nothing for the next.
   */
  private async republishStale(collections: Array<[string, SeedEntry[]]>): Promise<void> {
    for (const [typeName, entries] of collections) {
      const type = this.type(typeName);
      if (!type.draftAndPublish) continue;
      const live = new Map((await this.reader.readAll(typeName, 'PUBLISHED')).map((e) => [e.documentId, e]));
      for (const entry of entries) {
        if (entry.published_at === null) continue;
        const documentId = this.documentIds.get(typeName)?.get(String(entry.id)) as string;
        const held = live.get(documentId);
        const wanted = await this.input(typeName, entry, held);
        if (held && this.form.normal(typeName, this.form.asInput(typeName, held)) === this.form.normal(typeName, wanted)) continue;
        await this.update(typeName, documentId, wanted, 'PUBLISHED');
      }
    }
  }

  private async write(
    type: Strapi5ContentType,
    documentId: string | undefined,
    entry: Data,
    draft: Current,
    live: Current | undefined,
    missing = false,
  ): Promise<void> {
    const wanted = await this.input(type.typeName, entry, draft);
    const want = this.form.normal(type.typeName, wanted);
    const draftDiffers = missing || this.form.normal(type.typeName, this.form.asInput(type.typeName, draft)) !== want;
    const shouldPublish = !type.draftAndPublish || entry.published_at !== null;
    const liveDiffers = live === undefined || this.form.normal(type.typeName, this.form.asInput(type.typeName, live)) !== want;
    if (draftDiffers || (shouldPublish && liveDiffers)) {
      const held = this.form.normal(type.typeName, this.form.asInput(type.typeName, draftDiffers || !live ? draft : live));
      logDifference(this.log, `${type.typeName} ${documentId ?? ''}`, held, want, [150, 200]);
    }
    if (shouldPublish && (draftDiffers || liveDiffers)) {
      await this.update(type.typeName, documentId, wanted, 'PUBLISHED');
      this.summary[missing ? 'created' : 'updated']++;
      if (type.draftAndPublish && live === undefined) this.summary.published++;
      return;
    }
    if (!shouldPublish && draftDiffers) {
      await this.update(type.typeName, documentId, wanted, 'DRAFT');
      this.summary.updated++;
    } else {
      this.summary.unchanged++;
    }
    if (!shouldPublish && live !== undefined && documentId) {
      await this.api.unpublish(type.uid, documentId);
      this.summary.unpublished++;
    }
  }
}
