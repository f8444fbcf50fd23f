/**
 * The Strapi v3 content model generated from the contract (scripts/content-server/schema/types.graphql):
 * every @collection / @single type becomes an API model (`api/<name>/models/<name>.settings.json`, its
 * routes, an empty controller and service), every other object type a component
 * (`components/<category>/<name>.json`), with field names and types exactly as in the contract.
 *
 * Mapping (Strapi v3 names GraphQL types after the model: `content-page` → `ContentPage`, its queries
 * `contentPage` / `contentPages`; component `content.text-with-image` → `ComponentContentTextWithImage`;
 * a dynamic zone `ContentPage.content` → `ContentPageContentDynamicZone`):
 * - String → string (short fields) / text (long fields) / richtext (translated text, may hold markdown);
 *   `String!` → required. Int → integer, Float → float, Boolean → boolean, Date → date, JSON → json.
 * - enum → enumeration with the contract's values.
 * - a relation to a collection → `model` (one) / `collection` (many), one-way: the contract never pairs
 *   two fields, so each keeps exactly the references it was given.
 * - UploadFile → media of the upload plugin (`model`/`collection: "file"`, `via: "related"`).
 * - a union → dynamic zone of the member components.
 * - `published_at` in the contract → draft and publish.
 * - Timestamps are named `createdAt` / `updatedAt`, as the contract names them (Strapi's SQL connector
 *   would otherwise call them `created_at` / `updated_at`).
 * - Strapi v3 has no dynamic zones inside components: a component type that holds a union (the footer
 *   column) becomes a collection type of its own (`footer-column`, GraphQL `FooterColumn`), referenced
 *   by a relation; its data and the response shape stay the same.
 * - UploadFile and the users-permissions types are the plugins' own models and are not generated.
 *
 * `renames` (a test hook) renames contract fields in the generated model, e.g. to prove that the
 * compatibility suite notices a field that does not match the contract.
 */
import { readFileSync } from 'node:fs';
import { readSource, sourceFields, upperFirst, type SourceField, type SourceModel } from '../content-server/schema/source.ts';
import { CONTRACT_TYPES_FILE } from '../strapi-common/contract.ts';

/** Types that a Strapi plugin defines (not generated). */
const PLUGIN_TYPES = new Map<string, { plugin: string; model: string }>([
  ['UploadFile', { plugin: 'upload', model: 'file' }],
  ['UsersPermissionsPermission', { plugin: 'users-permissions', model: 'permission' }],
  ['UsersPermissionsRole', { plugin: 'users-permissions', model: 'role' }],
  ['UsersPermissionsUser', { plugin: 'users-permissions', model: 'user' }],
]);

/** Component categories, as the contract's component type names start (`Component<Category><Name>`). */
const COMPONENT_CATEGORIES = [
  'SubNavigation',
  'Translation',
  'Navigation',
  'Content',
  'Product',
  'Footer',
  'Forms',
  'Media',
  'Meta',
  'Menu',
];

/** Text fields that may hold more than a line (Strapi `text`: no length limit in any database). */
const LONG_TEXT_FIELDS = new Set(['html', 'releaseHtml', 'description', 'content', 'text', 'freetext', 'address']);
/** Components whose every string is translated text (markdown allowed): `richtext` in the admin UI. */
const TRANSLATION_COMPONENTS = new Set(['ComponentTranslationAllLanguages', 'ComponentTranslationMainLanguages']);

export type StrapiAttribute = Record<string, unknown>;

export interface StrapiModel {
  /** GraphQL type name in the contract, e.g. "ContentPage". */
  typeName: string;
  /** Strapi model name (API folder), e.g. "content-page". */
  name: string;
  kind: 'collectionType' | 'singleType';
  /** A contract component turned into a collection type (see above). */
  fromComponent: boolean;
  draftAndPublish: boolean;
  /** Database table. */
  collectionName: string;
  /** Its GraphQL query fields (single, list, connection). */
  queries: string[];
  settings: Record<string, unknown>;
}

export interface StrapiComponent {
  typeName: string;
  /** "category.name", e.g. "content.text-with-image". */
  uid: string;
  definition: Record<string, unknown>;
}

export interface StrapiProjectModel {
  models: StrapiModel[];
  components: StrapiComponent[];
  /** Contract type name → how it is reached in Strapi. */
  byType: Map<
    string,
    | { kind: 'model'; model: StrapiModel }
    | { kind: 'component'; component: StrapiComponent }
    | { kind: 'plugin'; plugin: string; model: string }
  >;
  /** Contract fields renamed by the `renames` option ("Type.field" → new name). */
  renamed: Map<string, string>;
}

export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

function snakeCase(name: string): string {
  return kebabCase(name).replace(/-/g, '_');
}

/** Strapi's own camelCase (lodash): words split on non-alphanumerics and case changes. */
function camelCase(text: string): string {
  const words = text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  return words.map((w, i) => (i === 0 ? w : upperFirst(w))).join('');
}

/** The GraphQL type name Strapi v3 gives a component uid ("content.text-with-image" → ComponentContentTextWithImage). */
export function componentGlobalId(uid: string): string {
  return upperFirst(camelCase(`component_${uid}`));
}

/** The GraphQL type name Strapi v3 gives a model name ("news-article" → NewsArticle). */
export function modelGlobalId(name: string): string {
  return upperFirst(camelCase(name));
}

export function componentUid(typeName: string): string {
  const rest = typeName.replace(/^Component/, '');
  const category = COMPONENT_CATEGORIES.find((c) => rest.startsWith(c) && rest.length > c.length);
  if (!category || rest === typeName) throw new Error(`Strapi model: cannot derive a component category from ${typeName}`);
  const uid = `${kebabCase(category)}.${kebabCase(rest.slice(category.length))}`;
  if (componentGlobalId(uid) !== typeName)
    throw new Error(`Strapi model: component ${uid} would be named ${componentGlobalId(uid)}, not ${typeName}`);
  return uid;
}

/** What the admin UI shows (it does not name anything in the API): "text-with-image" → "Text with image". */
function displayName(kebab: string): string {
  return upperFirst(kebab.replace(/-/g, ' '));
}

function holdsUnion(src: SourceModel, typeName: string): boolean {
  return sourceFields(src, typeName).some((f) => f.kind === 'union');
}

function scalarAttribute(owner: string, field: SourceField): StrapiAttribute {
  const required = field.node.type.kind === 'NonNullType' ? { required: true } : {};
  switch (field.typeName) {
    case 'String': {
      const type = TRANSLATION_COMPONENTS.has(owner) ? 'richtext' : LONG_TEXT_FIELDS.has(field.name) ? 'text' : 'string';
      return { type, ...required };
    }
    case 'Int':
      return { type: 'integer', ...required };
    case 'Float':
      return { type: 'float', ...required };
    case 'Boolean':
      return { type: 'boolean', ...required };
    case 'Date':
      return { type: 'date', ...required };
    case 'DateTime':
      return { type: 'datetime', ...required };
    case 'JSON':
      return { type: 'json', ...required };
    default:
      throw new Error(`Strapi model: ${owner}.${field.name} has scalar type ${field.typeName}, which has no Strapi attribute type`);
  }
}

/** Generates the Strapi project model from the contract's types (default: the committed types.graphql). */
export function strapiModel(options: { typesSdl?: string; renames?: Record<string, string> } = {}): StrapiProjectModel {
  const src = readSource(options.typesSdl ?? readFileSync(CONTRACT_TYPES_FILE, 'utf8'));
  const renamed = new Map(Object.entries(options.renames ?? {}));
  const byType: StrapiProjectModel['byType'] = new Map();
  for (const [typeName, target] of PLUGIN_TYPES) byType.set(typeName, { kind: 'plugin', ...target });

  const models: StrapiModel[] = [];
  const components: StrapiComponent[] = [];
  const pending: Array<{ typeName: string; assign: (attributes: Record<string, StrapiAttribute>) => void }> = [];

  for (const entity of src.entities) {
    if (PLUGIN_TYPES.has(entity.typeName)) continue;
    const name = kebabCase(entity.typeName);
    if (modelGlobalId(name) !== entity.typeName) throw new Error(`Strapi model: ${name} would be named ${modelGlobalId(name)}`);
    const draftAndPublish = sourceFields(src, entity.typeName).some((f) => f.name === 'published_at');
    const model: StrapiModel = {
      typeName: entity.typeName,
      name,
      kind: entity.kind === 'collection' ? 'collectionType' : 'singleType',
      fromComponent: false,
      draftAndPublish,
      collectionName: snakeCase(entity.kind === 'collection' ? entity.plural : entity.name),
      queries: entity.kind === 'collection' ? [entity.singular, entity.plural, `${entity.plural}Connection`] : [entity.name],
      settings: {},
    };
    models.push(model);
    byType.set(entity.typeName, { kind: 'model', model });
    pending.push({ typeName: entity.typeName, assign: (attributes) => (model.settings = modelSettings(model, attributes)) });
  }
  for (const [typeName] of src.objects) {
    if (byType.has(typeName) || src.entityByType.has(typeName)) continue;
    if (holdsUnion(src, typeName)) {
      const name = kebabCase(typeName.replace(/^Component/, ''));
      const model: StrapiModel = {
        typeName,
        name,
        kind: 'collectionType',
        fromComponent: true,
        draftAndPublish: false,
        collectionName: `${snakeCase(name)}s`,
        queries: [camelCase(name), `${camelCase(name)}s`, `${camelCase(name)}sConnection`],
        settings: {},
      };
      models.push(model);
      byType.set(typeName, { kind: 'model', model });
      pending.push({ typeName, assign: (attributes) => (model.settings = modelSettings(model, attributes)) });
      continue;
    }
    const uid = componentUid(typeName);
    const component: StrapiComponent = { typeName, uid, definition: {} };
    components.push(component);
    byType.set(typeName, { kind: 'component', component });
    pending.push({
      typeName,
      assign: (attributes) =>
        (component.definition = {
          collectionName: `components_${snakeCase(uid.replace('.', '_'))}s`,
          info: { name: displayName(uid.split('.')[1] ?? uid), icon: 'cube', description: `Contract type ${typeName}` },
          options: {},
          attributes,
        }),
    });
  }

  const attributeFor = (owner: string, field: SourceField): StrapiAttribute => {
    switch (field.kind) {
      case 'scalar':
        return scalarAttribute(owner, field);
      case 'enum': {
        const def = src.doc.definitions.find((d) => 'name' in d && d.name?.value === field.typeName);
        const values = def && 'values' in def ? (def.values ?? []).map((v) => v.name.value) : [];
        return { type: 'enumeration', enum: values };
      }
      case 'union': {
        const union = src.unions.get(field.typeName);
        const members = (union?.types ?? []).map((t) => {
          const target = byType.get(t.name.value);
          if (target?.kind !== 'component') throw new Error(`Strapi model: ${owner}.${field.name}: ${t.name.value} is not a component`);
          return target.component.uid;
        });
        return { type: 'dynamiczone', components: members };
      }
      case 'relation':
      case 'component': {
        const target = byType.get(field.typeName);
        if (!target) throw new Error(`Strapi model: ${owner}.${field.name}: unknown type ${field.typeName}`);
        if (target.kind === 'plugin') {
          if (target.plugin !== 'upload')
            throw new Error(`Strapi model: ${owner}.${field.name} refers to ${field.typeName}, a users-permissions type`);
          return {
            [field.list ? 'collection' : 'model']: 'file',
            via: 'related',
            allowedTypes: ['images', 'files', 'videos'],
            plugin: 'upload',
            required: false,
            pluginOptions: {},
          };
        }
        if (target.kind === 'component') return { type: 'component', repeatable: field.list, component: target.component.uid };
        return { [field.list ? 'collection' : 'model']: target.model.name };
      }
    }
  };

  for (const { typeName, assign } of pending) {
    const attributes: Record<string, StrapiAttribute> = {};
    for (const field of sourceFields(src, typeName)) {
      // Strapi adds the id of every row and the publication date of draft-and-publish models itself.
      if (field.name === 'published_at' || field.name === 'id') continue;
      const name = renamed.get(`${typeName}.${field.name}`) ?? field.name;
      attributes[name] = attributeFor(typeName, field);
    }
    assign(attributes);
  }
  return { models, components, byType, renamed };
}

function modelSettings(model: StrapiModel, attributes: Record<string, StrapiAttribute>): Record<string, unknown> {
  return {
    kind: model.kind,
    collectionName: model.collectionName,
    info: {
      name: displayName(model.name),
      description: model.fromComponent ? `Contract component ${model.typeName} (holds a dynamic zone)` : `Contract type ${model.typeName}`,
    },
    options: { increments: true, timestamps: ['createdAt', 'updatedAt'], draftAndPublish: model.draftAndPublish },
    pluginOptions: {},
    attributes,
  };
}
