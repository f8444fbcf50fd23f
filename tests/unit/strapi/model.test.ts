/**
 * The Strapi v3 content model generated from the contract (scripts/strapi/model.ts), checked field by
 * field against the contract (scripts/content-server/schema/types.graphql): which types become models
 * and which components, under the GraphQL names Strapi v3 derives from them, and the attribute every
 * contract field becomes. Also the files written for the generated project and the generator's errors.
 */
import { readFileSync } from 'node:fs';
import { Kind, type EnumTypeDefinitionNode, type FieldDefinitionNode, type TypeNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { readSource } from '../../../scripts/content-server/schema/source.ts';
import { strapiModelFiles } from '../../../scripts/strapi/model-files.ts';
import {
  componentGlobalId,
  componentUid,
  kebabCase,
  modelGlobalId,
  strapiModel,
  type StrapiAttribute,
} from '../../../scripts/strapi/model.ts';
import { CONTRACT_TYPES_FILE } from '../../../scripts/strapi-common/contract.ts';

const src = readSource(readFileSync(CONTRACT_TYPES_FILE, 'utf8'));
const project = strapiModel();

const isPluginType = (name: string) => name === 'UploadFile' || name.startsWith('UsersPermissions');
const contractEntities = src.entities.filter((e) => !isPluginType(e.typeName));
const contractComponents = [...src.objects.keys()].filter((name) => !src.entityByType.has(name));

function namedType(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type);
}
function isList(type: TypeNode): boolean {
  return type.kind === Kind.LIST_TYPE || (type.kind === Kind.NON_NULL_TYPE && type.type.kind === Kind.LIST_TYPE);
}
/** The contract's fields of a type that become attributes (Strapi adds id and published_at itself). */
function contractFields(typeName: string): FieldDefinitionNode[] {
  return (src.objects.get(typeName)?.fields ?? []).filter((f) => f.name.value !== 'id' && f.name.value !== 'published_at');
}
function enumValues(name: string): string[] {
  const def = src.doc.definitions.find((d): d is EnumTypeDefinitionNode => d.kind === Kind.ENUM_TYPE_DEFINITION && d.name.value === name);
  return (def?.values ?? []).map((v) => v.name.value);
}

/** The attributes generated for a contract type, wherever it ended up. */
function attributesOf(typeName: string): Record<string, StrapiAttribute> {
  const target = project.byType.get(typeName);
  if (target?.kind === 'model') return target.model.settings.attributes as Record<string, StrapiAttribute>;
  if (target?.kind === 'component') return target.component.definition.attributes as Record<string, StrapiAttribute>;
  throw new Error(`${typeName} is not generated`);
}

/** Every generated type with the contract's fields, as [type, field, attribute]. */
function everyField(): Array<[string, FieldDefinitionNode, StrapiAttribute]> {
  const rows: Array<[string, FieldDefinitionNode, StrapiAttribute]> = [];
  for (const typeName of [...contractEntities.map((e) => e.typeName), ...contractComponents]) {
    const attributes = attributesOf(typeName);
    for (const field of contractFields(typeName)) rows.push([typeName, field, attributes[field.name.value] as StrapiAttribute]);
  }
  return rows;
}

const FOOTER_COLUMN = 'ComponentFooterColumn';

describe('Strapi v3 names', () => {
  it('derives GraphQL type names as Strapi v3 does', () => {
    expect(modelGlobalId('content-page')).toBe('ContentPage');
    expect(modelGlobalId('homepage-information-tile')).toBe('HomepageInformationTile');
    expect(componentGlobalId('content.text-with-image')).toBe('ComponentContentTextWithImage');
    expect(componentGlobalId('sub-navigation.on-page-anchor')).toBe('ComponentSubNavigationOnPageAnchor');
    expect(componentGlobalId('meta.meta-information')).toBe('ComponentMetaMetaInformation');
    expect(kebabCase('ParentMenuLink')).toBe('parent-menu-link');
    expect(componentUid('ComponentSubNavigationProductPageLink')).toBe('sub-navigation.product-page-link');
    expect(componentUid('ComponentNavigationAnchorLink')).toBe('navigation.anchor-link');
  });
});

describe('models and components from the contract', () => {
  it('makes every @collection / @single type except the plugin types a model named like the type', () => {
    const entityModels = project.models.filter((m) => !m.fromComponent);
    expect(entityModels.map((m) => m.typeName).sort()).toEqual(contractEntities.map((e) => e.typeName).sort());
    for (const model of entityModels) {
      expect(modelGlobalId(model.name), model.name).toBe(model.typeName);
      const entity = src.entityByType.get(model.typeName);
      expect(model.kind, model.typeName).toBe(entity?.kind === 'collection' ? 'collectionType' : 'singleType');
      expect(model.settings.kind).toBe(model.kind);
    }
    expect(project.models.some((m) => isPluginType(m.typeName))).toBe(false);
    expect(project.components.some((c) => isPluginType(c.typeName))).toBe(false);
    for (const name of ['UploadFile', 'UsersPermissionsUser', 'UsersPermissionsRole', 'UsersPermissionsPermission']) {
      expect(project.byType.get(name)?.kind, name).toBe('plugin');
    }
  });

  it('makes every other object type a component named like the type', () => {
    const expected = contractComponents.filter((name) => name !== FOOTER_COLUMN).sort();
    expect(expected.length).toBeGreaterThan(50);
    expect(project.components.map((c) => c.typeName).sort()).toEqual(expected);
    for (const component of project.components) {
      expect(componentGlobalId(component.uid), component.uid).toBe(component.typeName);
      expect(component.uid).toMatch(/^[a-z-]+\.[a-z-]+$/);
    }
    expect(new Set(project.components.map((c) => c.uid)).size).toBe(project.components.length);
  });

  it('makes the footer column (a component holding a dynamic zone) the collection type footer-column', () => {
    const target = project.byType.get(FOOTER_COLUMN);
    expect(target?.kind).toBe('model');
    if (target?.kind !== 'model') return;
    expect(target.model).toMatchObject({ name: 'footer-column', kind: 'collectionType', fromComponent: true, draftAndPublish: false });
    expect(modelGlobalId(target.model.name)).toBe('FooterColumn');
    expect(attributesOf(FOOTER_COLUMN).blocks).toMatchObject({ type: 'dynamiczone' });
    // No component holds a dynamic zone (Strapi v3 has none there).
    for (const component of project.components) {
      for (const attribute of Object.values(component.definition.attributes as Record<string, StrapiAttribute>)) {
        expect(attribute.type, component.typeName).not.toBe('dynamiczone');
      }
    }
    // Every field of type ComponentFooterColumn is a relation to it.
    const referring = everyField().filter(([, field]) => namedType(field.type) === FOOTER_COLUMN);
    expect(referring.map(([type, field]) => `${type}.${field.name.value}`)).toEqual(['Footer.columns']);
    for (const [, , attribute] of referring) expect(attribute).toEqual({ collection: 'footer-column' });
  });

  it('turns on draft and publish exactly for the types with published_at', () => {
    for (const model of project.models) {
      const hasPublishedAt = (src.objects.get(model.typeName)?.fields ?? []).some((f) => f.name.value === 'published_at');
      expect(model.draftAndPublish, model.typeName).toBe(hasPublishedAt);
      expect((model.settings.options as { draftAndPublish: boolean }).draftAndPublish, model.typeName).toBe(hasPublishedAt);
      expect(Object.keys(attributesOf(model.typeName))).not.toContain('published_at');
    }
    expect(
      project.models
        .filter((m) => m.draftAndPublish)
        .map((m) => m.typeName)
        .sort(),
    ).toEqual(['ContentPage', 'ProductPage']);
  });

  it('names the timestamps createdAt and updatedAt', () => {
    for (const model of project.models) {
      expect((model.settings.options as { timestamps: unknown }).timestamps, model.typeName).toEqual(['createdAt', 'updatedAt']);
    }
  });

  it('gives every type exactly the contract fields, in the contract order', () => {
    for (const typeName of [...contractEntities.map((e) => e.typeName), ...contractComponents]) {
      expect(Object.keys(attributesOf(typeName)), typeName).toEqual(contractFields(typeName).map((f) => f.name.value));
    }
  });
});

describe('attributes from the contract fields', () => {
  const rows = everyField();

  it('makes String! fields required and other fields not', () => {
    const required = rows.filter(([, field]) => field.type.kind === Kind.NON_NULL_TYPE);
    expect(required.map(([type, field]) => `${type}.${field.name.value}`)).toEqual(
      expect.arrayContaining(['ProductPage.Productname', 'ComponentContentPlusLink.Label', 'ComponentContentPlusLink.Slug']),
    );
    for (const [type, field, attribute] of rows) {
      const where = `${type}.${field.name.value}`;
      if (field.type.kind === Kind.NON_NULL_TYPE && namedType(field.type) === 'String') expect(attribute.required, where).toBe(true);
      if (field.type.kind !== Kind.NON_NULL_TYPE && !(namedType(field.type) === 'UploadFile'))
        expect(attribute.required, where).toBeUndefined();
    }
  });

  it('maps the scalar types', () => {
    const expected: Record<string, string[]> = {
      String: ['string', 'text', 'richtext'],
      Int: ['integer'],
      Float: ['float'],
      Boolean: ['boolean'],
      Date: ['date'],
      DateTime: ['datetime'],
      JSON: ['json'],
    };
    let count = 0;
    for (const [type, field, attribute] of rows) {
      const scalar = namedType(field.type);
      if (!(scalar in expected)) continue;
      count++;
      expect(expected[scalar], `${type}.${field.name.value}`).toContain(attribute.type);
    }
    expect(count).toBeGreaterThan(100);
    expect(attributesOf('ComponentTranslationAllLanguages').german).toEqual({ type: 'richtext' });
    expect(attributesOf('NewsArticle').releaseHtml).toEqual({ type: 'text' });
    expect(attributesOf('ContentPage').slug).toEqual({ type: 'string' });
    expect(attributesOf('Maintained').translationTable).toEqual({ type: 'json' });
  });

  it('gives enumerations the contract values', () => {
    const enums = rows.filter(([, field]) => src.enums.has(namedType(field.type)));
    expect(enums.length).toBeGreaterThan(10);
    for (const [type, field, attribute] of enums) {
      expect(attribute, `${type}.${field.name.value}`).toEqual({ type: 'enumeration', enum: enumValues(namedType(field.type)) });
    }
    expect(attributesOf('ContentPage').pageCategory).toEqual({
      type: 'enumeration',
      enum: ['Company', 'ProductsAndSolutions', 'InvestorRelations', 'Career'],
    });
  });

  it('makes unions dynamic zones of the member components', () => {
    const unions = rows.filter(([, field]) => src.unions.has(namedType(field.type)));
    expect(unions.map(([type, field]) => `${type}.${field.name.value}`).sort()).toEqual([
      'ComponentFooterColumn.blocks',
      'ContentPage.content',
      'ContentPage.pageSubNavigation',
      'ParentMenuLink.Linktype',
      'ProductPage.dynamicComponents',
    ]);
    for (const [type, field, attribute] of unions) {
      const members = (src.unions.get(namedType(field.type))?.types ?? []).map((t) => t.name.value);
      expect(attribute.type).toBe('dynamiczone');
      const uids = attribute.components as string[];
      expect(uids.map(componentGlobalId), `${type}.${field.name.value}`).toEqual(members);
      for (const uid of uids) expect(project.components.some((c) => c.uid === uid)).toBe(true);
    }
  });

  it('makes relations to UploadFile media of the upload plugin', () => {
    const media = rows.filter(([, field]) => namedType(field.type) === 'UploadFile');
    expect(media.length).toBeGreaterThan(10);
    for (const [type, field, attribute] of media) {
      const key = isList(field.type) ? 'collection' : 'model';
      expect(attribute, `${type}.${field.name.value}`).toMatchObject({ [key]: 'file', plugin: 'upload', via: 'related' });
      expect(attribute).not.toHaveProperty(key === 'model' ? 'collection' : 'model');
    }
    expect(attributesOf('ComponentContentImageArchive').images).toMatchObject({ collection: 'file', plugin: 'upload', via: 'related' });
    expect(attributesOf('NewsArticle').PDF).toMatchObject({ model: 'file', plugin: 'upload', via: 'related' });
  });

  it('makes relations to entities one-way model / collection relations', () => {
    const relations = rows.filter(([, field]) => {
      const target = namedType(field.type);
      return src.entityByType.has(target) && !isPluginType(target);
    });
    expect(relations.length).toBeGreaterThan(10);
    for (const [type, field, attribute] of relations) {
      const key = isList(field.type) ? 'collection' : 'model';
      expect(Object.keys(attribute), `${type}.${field.name.value}`).toEqual([key]);
      expect(modelGlobalId(attribute[key] as string)).toBe(namedType(field.type));
    }
    expect(attributesOf('ProductPage').News).toEqual({ collection: 'news-article' });
    expect(attributesOf('ParentMenuLink').menu).toEqual({ model: 'menu' });
  });

  it('makes component fields (repeatable for lists) of the component uid', () => {
    const components = rows.filter(
      ([, field]) => contractComponents.includes(namedType(field.type)) && namedType(field.type) !== FOOTER_COLUMN,
    );
    expect(components.length).toBeGreaterThan(50);
    for (const [type, field, attribute] of components) {
      expect(attribute.type, `${type}.${field.name.value}`).toBe('component');
      expect(attribute.repeatable).toBe(isList(field.type));
      expect(componentGlobalId(attribute.component as string)).toBe(namedType(field.type));
    }
  });
});

describe('renames', () => {
  it('renames the named attribute and nothing else', () => {
    const renamed = strapiModel({ renames: { 'ContentPage.Headline': 'Headline2' } });
    const target = renamed.byType.get('ContentPage');
    if (target?.kind !== 'model') throw new Error('ContentPage is no model');
    const attributes = target.model.settings.attributes as Record<string, StrapiAttribute>;
    expect(attributes).not.toHaveProperty('Headline');
    expect(attributes.Headline2).toEqual(attributesOf('ContentPage').Headline);
    expect(Object.keys(attributes)).toEqual(Object.keys(attributesOf('ContentPage')).map((k) => (k === 'Headline' ? 'Headline2' : k)));
    expect(renamed.renamed.get('ContentPage.Headline')).toBe('Headline2');
    const news = renamed.byType.get('NewsArticle');
    if (news?.kind !== 'model') throw new Error('NewsArticle is no model');
    expect(news.model.settings.attributes).toHaveProperty('Headline');
  });
});

describe('files of the generated project', () => {
  const READ = ['plugins::users-permissions.permissions', 'global::drafts-need-token'];
  const files = strapiModelFiles(project, READ);
  const json = (file: string) => JSON.parse(files.get(file) ?? 'null') as unknown;

  it('writes each model with its routes, controller, service and GraphQL policies, and each component', () => {
    for (const model of project.models) {
      for (const file of [
        `models/${model.name}.settings.json`,
        `models/${model.name}.js`,
        'config/routes.json',
        'config/schema.graphql.js',
        `controllers/${model.name}.js`,
        `services/${model.name}.js`,
      ]) {
        expect(files.has(`api/${model.name}/${file}`), `${model.name}: ${file}`).toBe(true);
      }
      expect(json(`api/${model.name}/models/${model.name}.settings.json`)).toEqual(model.settings);
    }
    for (const component of project.components) {
      const [category, name] = component.uid.split('.');
      expect(json(`components/${category}/${name}.json`)).toEqual(component.definition);
    }
  });

  it('keeps exactly the contract type names that are the plural of another type name', () => {
    const names = new Set(src.objects.keys());
    const plurals = [...names].filter((n) => names.has(n.replace(/s$/, '')) && n.endsWith('s')).sort();
    expect(plurals).toEqual(['ComponentContentEvents', 'ComponentContentInformationTiles', 'ComponentContentLocations']);
    expect(json('config/keep-plural.json')).toEqual(plurals);
  });

  it('puts the read policies on find, findOne and count only', () => {
    for (const model of project.models) {
      const { routes } = json(`api/${model.name}/config/routes.json`) as {
        routes: Array<{ method: string; path: string; handler: string; config: { policies: string[] } }>;
      };
      const base = `/${model.name}${model.kind === 'collectionType' ? 's' : ''}`;
      for (const route of routes) {
        expect(route.path.startsWith(base), route.path).toBe(true);
        const action = route.handler.replace(`${model.name}.`, '');
        const read = ['find', 'findOne', 'count'].includes(action);
        expect(route.method === 'GET', route.handler).toBe(read);
        expect(route.config.policies, route.handler).toEqual(read ? READ : []);
      }
      const handlers = routes.map((r) => r.handler.replace(`${model.name}.`, '')).sort();
      expect(handlers, model.name).toEqual(
        model.kind === 'collectionType' ? ['count', 'create', 'delete', 'find', 'findOne', 'update'] : ['delete', 'find', 'update'],
      );
    }
  });

  it('puts the read policies on the single, list and connection queries', () => {
    const policiesOf = (name: string) => {
      const text = files.get(`api/${name}/config/schema.graphql.js`) ?? '';
      const match = /module\.exports = ([\s\S]*);\n$/.exec(text);
      return (JSON.parse(match?.[1] ?? 'null') as { resolver: { Query: Record<string, { policies: string[] }> } }).resolver.Query;
    };
    const policies = { policies: READ };
    expect(policiesOf('content-page')).toEqual({ contentPage: policies, contentPages: policies, contentPagesConnection: policies });
    expect(policiesOf('product-category')).toEqual({
      productCategory: policies,
      productCategories: policies,
      productCategoriesConnection: policies,
    });
    expect(policiesOf('footer')).toEqual({ footer: policies });
    expect(policiesOf('footer-column')).toEqual({ footerColumn: policies, footerColumns: policies, footerColumnsConnection: policies });
    for (const entity of contractEntities) {
      const model = project.models.find((m) => m.typeName === entity.typeName);
      const queries = entity.kind === 'collection' ? [entity.singular, entity.plural, `${entity.plural}Connection`] : [entity.name];
      expect(Object.keys(policiesOf(model?.name ?? '')), entity.typeName).toEqual(queries);
    }
  });
});

describe('errors', () => {
  const DIRECTIVES = `
    directive @collection(singular: String!, plural: String!, mutations: Boolean = false) on OBJECT
    directive @single(name: String!, mutations: Boolean = false) on OBJECT
  `;

  it('accepts a small contract', () => {
    const small = strapiModel({
      typesSdl: `${DIRECTIVES}
        type ComponentContentNote { id: ID! text: String! }
        type Page @collection(singular: "page", plural: "pages") { title: String! note: ComponentContentNote }
      `,
    });
    expect(small.models.map((m) => m.name)).toEqual(['page']);
    expect(small.components.map((c) => c.uid)).toEqual(['content.note']);
  });

  it('names a component type whose category is unknown', () => {
    expect(() =>
      strapiModel({
        typesSdl: `${DIRECTIVES}
          type ComponentWidgetsGizmo { id: ID! label: String }
          type Page @collection(singular: "page", plural: "pages") { gizmo: ComponentWidgetsGizmo }
        `,
      }),
    ).toThrow(/cannot derive a component category from ComponentWidgetsGizmo/);
    expect(() =>
      strapiModel({ typesSdl: `${DIRECTIVES} type Gizmo { id: ID! label: String } type Page @single(name: "page") { gizmo: Gizmo }` }),
    ).toThrow(/Gizmo/);
  });

  it('names a scalar that has no Strapi attribute type', () => {
    expect(() =>
      strapiModel({
        typesSdl: `${DIRECTIVES}
          scalar Long
          type Page @collection(singular: "page", plural: "pages") { title: String views: Long }
        `,
      }),
    ).toThrow(/Page\.views has scalar type Long, which has no Strapi attribute type/);
  });
});
