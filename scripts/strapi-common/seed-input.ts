/**
 * A content entry (or component) as a Strapi write takes it, for both importers: contract fields only
 * (./contract.ts), null for a missing value and an empty list for a missing list, components and dynamic
 * zones walked field by field. What differs per Strapi version comes from its `InputRules`: the name a
 * field is written under, how a reference is given (Strapi 3.6 ids, Strapi 5 documentIds), how a dynamic
 * zone item is tagged, and how a component stored as entries of its own type is written.
 */
import type { SourceField, SourceModel } from '../content-server/schema/source.ts';
import { contentFields } from './contract.ts';

type Data = Record<string, unknown>;

interface InputRules {
  /** The name a field of `owner` is written under. */
  fieldName(owner: string, field: SourceField): string;
  /** A reference (relation or file) by the content's id, as Strapi takes it. */
  reference(field: SourceField, seedId: unknown, where: string): unknown;
  /** The tag of a dynamic zone item of contract type `member`; throws when it is no block type. */
  blockTag(member: string, where: string): Data;
  /** Whether a contract component is stored as entries of its own type (the footer column). */
  storedAsEntries(typeName: string): boolean;
  /** Writes such a component's items as entries; the references to them, in order. */
  componentEntries(field: SourceField, items: Data[], current: Data | undefined, where: string): Promise<unknown[]>;
}

export class SeedInput {
  private readonly src: SourceModel;
  private readonly rules: InputRules;

  constructor(src: SourceModel, rules: InputRules) {
    this.src = src;
    this.rules = rules;
  }

  /** The entry as Strapi input; `current` is what Strapi holds of it (for components stored as entries). */
  async input(typeName: string, data: Data, current?: Data): Promise<Data> {
    const out: Data = {};
    for (const field of contentFields(this.src, typeName)) {
      out[this.rules.fieldName(typeName, field)] = await this.fieldInput(typeName, field, data[field.name], data, current);
    }
    return out;
  }

  private async fieldInput(owner: string, field: SourceField, value: unknown, data: Data, current?: Data): Promise<unknown> {
    const where = `${owner} ${String(data.id ?? '')}.${field.name}`;
    if (value === undefined || value === null) return field.list ? [] : null;
    switch (field.kind) {
      case 'scalar':
      case 'enum':
        return value;
      case 'relation':
        return field.list
          ? (value as unknown[]).map((v) => this.rules.reference(field, v, where))
          : this.rules.reference(field, value, where);
      case 'union':
        return Promise.all(
          (value as Data[]).map(async (item) => {
            const member = String(item.__typename);
            return { ...this.rules.blockTag(member, where), ...(await this.input(member, item)) };
          }),
        );
      case 'component':
        if (this.rules.storedAsEntries(field.typeName)) return this.rules.componentEntries(field, value as Data[], current, where);
        if (field.list) return Promise.all((value as Data[]).map((item) => this.input(field.typeName, item)));
        return this.input(field.typeName, value as Data);
    }
  }
}
