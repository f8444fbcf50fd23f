import { describe, expect, it } from 'vitest';
import { typeModel } from '../../../scripts/content-server/model.ts';
import { fixtureModel } from './fixtures/fixture.ts';

const model = fixtureModel();

describe('content model derived from the schema', () => {
  it('finds collections and their read fields from Query', () => {
    expect([...model.collections.keys()]).toEqual(['Page', 'Article', 'UploadFile', 'UsersPermissionsRole', 'UsersPermissionsUser']);
    expect(model.collections.get('Page')).toEqual({ typeName: 'Page', singular: 'page', plural: 'pages', connection: 'pagesConnection' });
    expect(model.collections.get('UploadFile')?.plural).toBe('files');
  });

  it('finds singles', () => {
    expect([...model.singles.values()]).toEqual([{ typeName: 'Settings', field: 'settings' }]);
    expect(typeModel(model, 'Settings').kind).toBe('single');
  });

  it('classifies fields', () => {
    const page = typeModel(model, 'Page').fields;
    expect(page.get('parent')).toMatchObject({ kind: 'relation', target: 'Page', list: false });
    expect(page.get('articles')).toMatchObject({ kind: 'relation', target: 'Article', list: true });
    expect(page.get('image')).toMatchObject({ kind: 'relation', target: 'UploadFile', list: false });
    expect(page.get('Headline')).toMatchObject({ kind: 'component', target: 'ComponentTranslated', list: false });
    expect(page.get('links')).toMatchObject({ kind: 'component', target: 'ComponentLink', list: true });
    expect(page.get('content')).toMatchObject({ kind: 'union', union: 'PageContentDynamicZone', list: true });
    expect(page.get('category')).toMatchObject({ kind: 'scalar', scalar: 'enum' });
    expect(page.get('order')).toMatchObject({ kind: 'scalar', scalar: 'int' });
    expect(page.get('id')).toMatchObject({ kind: 'scalar', scalar: 'id', nonNull: true });
    expect(page.get('tags')).toMatchObject({ kind: 'scalar', scalar: 'string', list: true });
    expect(page.get('extra')).toMatchObject({ kind: 'scalar', scalar: 'json' });
    expect(page.has('secretNote')).toBe(false);
    const related = typeModel(model, 'UploadFile').fields.get('related');
    expect(related?.kind === 'union' && [...related.members]).toEqual(['Page', 'Article']);
  });

  it('knows components, including dynamic-zone members', () => {
    expect(typeModel(model, 'ComponentLink').kind).toBe('component');
    expect(typeModel(model, 'ComponentMeta').fields.get('title')).toMatchObject({ kind: 'component', target: 'ComponentTranslated' });
    expect(typeModel(model, 'ComponentLink').fields.get('pages')).toMatchObject({ kind: 'relation', list: true });
  });

  it('marks types with published_at as draftable', () => {
    expect(typeModel(model, 'Page').draftable).toBe(true);
    expect(typeModel(model, 'Article').draftable).toBe(false);
  });

  it('throws for unknown types', () => {
    expect(() => typeModel(model, 'Nope')).toThrow(/unknown type Nope/);
  });
});
