/**
 * The Strapi 5 content model generated from the contract (scripts/content-server/schema/types.graphql),
 * derived from the Strapi 3.6 model (scripts/strapi/model.ts), which already decides every mapping that
 * both versions share (field types, long texts, translated texts, components and their categories, the
 * footer column that holds a dynamic zone and so becomes a collection type, draft and publish where the
 * contract has `published_at`). What differs in Strapi 5:
 *
 * - a content type is `src/api/<name>/content-types/<name>/schema.json` with `singularName` /
 *   `pluralName` (kebab-case), which name its GraphQL queries: `content-page` / `content-pages` →
 *   `contentPage`, `contentPages`, `contentPages_connection`; the plural is the contract's;
 * - a one-way reference is a relation with a target uid: one → `manyToOne` (several entries may point at
 *   the same target, and nothing is kept on the other side), many → `manyToMany`; both keep their order;
 * - media are `{ type: "media", multiple }`;
 * - a `string` holds at most 255 characters in Strapi 5 (Strapi 3.6 did not check): every contract
 *   String is `text` (no limit) except the fields entries are matched by (slugs, back-end names), which
 *   stay one-line `string`s in the admin panel;
 * - the id an entry had before a migration (`legacyId`) is a one-line string that no two entries share;
 * - a component has `info.displayName`; its uid (`content.text-with-image`) and GraphQL type name
 *   (`ComponentContentTextWithImage`) are those of Strapi 3.6.
 */
import { PREVIEW_MODELS } from '../../src/preview/entry-pages.ts';
import { ENTRY_KEYS, LEGACY_ID_FIELD } from '../strapi-common/entry-keys.ts';
import { kebabCase, strapiModel, type StrapiAttribute, type StrapiComponent, type StrapiModel } from '../strapi/model.ts';

export interface Strapi5ContentType {
  typeName: string;
  /** API and singular name, e.g. "content-page". */
  name: string;
  uid: string;
  kind: 'collectionType' | 'singleType';
  draftAndPublish: boolean;
  /** GraphQL queries of the type (single, list, connection), which read drafts only with a token. */
  queries: string[];
  schema: Record<string, unknown>;
}

export interface Strapi5Project {
  contentTypes: Strapi5ContentType[];
  components: Array<{ uid: string; typeName: string; definition: Record<string, unknown> }>;
}

const MEDIA_TYPES = ['images', 'files', 'videos'];
/** Short one-line fields: the keys entries are matched by, and the second slug. */
const SHORT_STRINGS = new Set([...Object.values(ENTRY_KEYS).flat(), 'internationalSlug']);

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Strapi's camelCase of a kebab name ("content-pages" → "contentPages"). */
function camelFromKebab(kebab: string): string {
  return lowerFirst(kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()));
}

function contentTypeUid(name: string): string {
  return `api::${name}.${name}`;
}

function v5Attribute(owner: string, name: string, attribute: StrapiAttribute): StrapiAttribute {
  const one = attribute.model;
  const many = attribute.collection;
  if (name === LEGACY_ID_FIELD) return { ...attribute, type: 'string', unique: true };
  if (attribute.type === 'string' && !SHORT_STRINGS.has(name)) return { ...attribute, type: 'text' };
  // Other scalars, enumerations, components and dynamic zones are written alike in both versions.
  if (one === undefined && many === undefined) return attribute;
  if (attribute.plugin === 'upload') {
    return { type: 'media', multiple: many !== undefined, allowedTypes: MEDIA_TYPES, required: false };
  }
  const target = String(one ?? many);
  if (attribute.plugin !== undefined) throw new Error(`Strapi 5 model: ${owner}.${name} refers to a plugin model (${target})`);
  return { type: 'relation', relation: one !== undefined ? 'manyToOne' : 'manyToMany', target: contentTypeUid(target) };
}

function pluralName(model: StrapiModel): string {
  // The 3.6 model lists its queries as [single, list, connection] for collections; the list query is the plural.
  if (model.kind === 'singleType') return `${model.name}s`;
  const list = model.queries[1];
  if (!list) throw new Error(`Strapi 5 model: ${model.typeName} has no list query`);
  return kebabCase(list);
}

function contentType(model: StrapiModel): Strapi5ContentType {
  const settings = model.settings as { info: { name: string; description: string }; attributes: Record<string, StrapiAttribute> };
  const plural = pluralName(model);
  const attributes = Object.fromEntries(
    Object.entries(settings.attributes).map(([name, attribute]) => [name, v5Attribute(model.typeName, name, attribute)]),
  );
  const single = camelFromKebab(model.name);
  const queries = model.kind === 'singleType' ? [single] : [single, camelFromKebab(plural), `${camelFromKebab(plural)}_connection`];
  return {
    typeName: model.typeName,
    name: model.name,
    uid: contentTypeUid(model.name),
    kind: model.kind,
    draftAndPublish: model.draftAndPublish,
    queries,
    schema: {
      kind: model.kind,
      collectionName: model.collectionName,
      info: {
        singularName: model.name,
        pluralName: plural,
        displayName: settings.info.name,
        description: settings.info.description,
      },
      options: { draftAndPublish: model.draftAndPublish },
      pluginOptions: {},
      attributes,
    },
  };
}

function component(source: StrapiComponent): Strapi5Project['components'][number] {
  const definition = source.definition as {
    collectionName: string;
    info: { name: string; icon: string; description: string };
    attributes: Record<string, StrapiAttribute>;
  };
  const attributes = Object.fromEntries(
    Object.entries(definition.attributes).map(([name, attribute]) => [name, v5Attribute(source.typeName, name, attribute)]),
  );
  return {
    uid: source.uid,
    typeName: source.typeName,
    definition: {
      collectionName: definition.collectionName,
      info: { displayName: definition.info.name, icon: definition.info.icon, description: definition.info.description },
      options: {},
      attributes,
    },
  };
}

export function strapi5Model(options: { typesSdl?: string; renames?: Record<string, string> } = {}): Strapi5Project {
  const source = strapiModel(options);
  return { contentTypes: source.models.map(contentType), components: source.components.map(component) };
}

/** Every file of the generated model, relative to the application folder → content. */
export function strapi5ModelFiles(project: Strapi5Project, readPolicies: string[]): Map<string, string> {
  const files = new Map<string, string>();
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const factory = (kind: string, uid: string, config = '') =>
    `'use strict';\n\nconst { factories } = require('@strapi/strapi');\n\nmodule.exports = factories.${kind}('${uid}'${config});\n`;
  for (const type of project.contentTypes) {
    const base = `src/api/${type.name}`;
    files.set(`${base}/content-types/${type.name}/schema.json`, json(type.schema));
    files.set(`${base}/controllers/${type.name}.js`, factory('createCoreController', type.uid));
    files.set(`${base}/services/${type.name}.js`, factory('createCoreService', type.uid));
    const reads = type.kind === 'singleType' ? ['find'] : ['find', 'findOne'];
    const routeConfig = Object.fromEntries(reads.map((action) => [action, { policies: readPolicies }]));
    files.set(`${base}/routes/${type.name}.js`, factory('createCoreRouter', type.uid, `, { config: ${JSON.stringify(routeConfig)} }`));
  }
  for (const { uid, definition } of project.components) {
    const [category, name] = uid.split('.');
    files.set(`src/components/${category}/${name}.json`, json(definition));
  }
  files.set('src/read-queries.json', json(project.contentTypes.flatMap((type) => type.queries).sort()));
  // The content types whose entries have pages: the admin's "Preview" is offered for these (config/admin.js).
  files.set('src/preview-models.json', json(PREVIEW_MODELS.filter((model) => project.contentTypes.some((type) => type.name === model))));
  return files;
}
