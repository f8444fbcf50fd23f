/**
 * What the Strapi 5 import (./import.ts) reads back from Strapi 5 to compare: every entry of a type in one
 * publication state (100 a request), a single type, entries by documentId — each with every contract field
 * (./selection.ts), references by documentId.
 */
import type { SourceModel } from '../content-server/schema/source.ts';
import { ImportError } from '../strapi-common/import-types.ts';
import type { Strapi5Api } from './api.ts';
import type { Strapi5ContentType } from './model.ts';
import { contentSelection } from './selection.ts';

/** An entry as read: its documentId and contract fields. */
export type Current = Record<string, unknown> & { documentId: string };

const PAGE = 100;

export class Reader5 {
  private readonly api: Strapi5Api;
  private readonly src: SourceModel;
  /** Contract type name → its content type. */
  private readonly types: ReadonlyMap<string, Strapi5ContentType>;

  constructor(api: Strapi5Api, src: SourceModel, types: ReadonlyMap<string, Strapi5ContentType>) {
    this.api = api;
    this.src = src;
    this.types = types;
  }

  /** The content type of a contract type (ImportError when the generated project has none). */
  type(typeName: string): Strapi5ContentType {
    const type = this.types.get(typeName);
    if (!type) throw new ImportError(`${typeName} is not a content type of the generated Strapi 5 project`);
    return type;
  }

  /** Whether a contract type is a content type of the generated project (the footer column is one). */
  isContentType(typeName: string): boolean {
    return this.types.has(typeName);
  }

  private selection(typeName: string): string {
    return contentSelection(this.src, typeName, {
      ref: 'documentId',
      listArgs: '(pagination: { limit: -1 })',
      byReference: (name) => this.isContentType(name),
    });
  }

  /** Every entry of a collection type, in one publication state (all pages). */
  async readAll(typeName: string, status: 'DRAFT' | 'PUBLISHED'): Promise<Current[]> {
    const type = this.type(typeName);
    const list = type.queries[1] as string;
    const query = `query($start: Int!) { items: ${list}(status: ${status}, sort: ["createdAt:asc", "documentId:asc"], pagination: { start: $start, limit: ${PAGE} }) { documentId ${this.selection(typeName)} } }`;
    const all: Current[] = [];
    for (let start = 0; ; start += PAGE) {
      const { items } = await this.api.graphql<{ items: Current[] }>(query, { start });
      all.push(...items);
      if (items.length < PAGE) return all;
    }
  }

  async readSingle(typeName: string, status: 'DRAFT' | 'PUBLISHED'): Promise<Current | null> {
    const type = this.type(typeName);
    const { item } = await this.api.graphql<{ item: Current | null }>(
      `{ item: ${type.queries[0]}(status: ${status}) { documentId ${this.selection(typeName)} } }`,
    );
    return item;
  }

  /** Entries by documentId, in the order given (the footer columns of a footer). */
  async readByIds(typeName: string, documentIds: string[]): Promise<Current[]> {
    const type = this.type(typeName);
    const { items } = await this.api.graphql<{ items: Current[] }>(
      `query($ids: [ID]) { items: ${type.queries[1]}(filters: { documentId: { in: $ids } }, pagination: { limit: -1 }) { documentId ${this.selection(typeName)} } }`,
      { ids: documentIds },
    );
    const byId = new Map(items.map((item) => [item.documentId, item]));
    return documentIds.flatMap((id) => byId.get(id) ?? []);
  }
}
