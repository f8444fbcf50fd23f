import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, GraphQLObjectType, isInputObjectType, isScalarType, printType, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { generateSchemaSdl, SCHEMA_PATH, TYPES_PATH } from '../../../scripts/content-server/schema/generate-schema.ts';
import { fixtureSchemaSdl, fixtureTypesSdl } from './fixtures/fixture.ts';

const schema = buildSchema(fixtureSchemaSdl);

function printed(name: string, s: GraphQLSchema = schema): string {
  const type = s.getType(name);
  if (!type) throw new Error(`no type ${name}`);
  return printType(type);
}

function fieldSignature(typeName: string, field: string, s: GraphQLSchema = schema): string {
  const line = printed(typeName, s)
    .split('\n')
    .find((l) => l.trim().startsWith(`${field}:`) || l.trim().startsWith(`${field}(`));
  if (!line) throw new Error(`no field ${typeName}.${field}`);
  return line.trim();
}

describe('committed schema.graphql', () => {
  const committed = readFileSync(SCHEMA_PATH, 'utf8');
  it('is the generator output of types.graphql (run npm run schema)', () => {
    expect(committed).toBe(generateSchemaSdl(readFileSync(TYPES_PATH, 'utf8')));
  });
  it('is a valid schema', () => {
    expect(() => buildSchema(committed)).not.toThrow();
  });
  it('starts with the generated comment', () => {
    expect(committed.startsWith('# generated — do not edit; run npm run schema')).toBe(true);
  });
});

describe('generateSchemaSdl: types and reads', () => {
  it('strips the entity directives and their definitions', () => {
    expect(fixtureSchemaSdl).not.toMatch(/@collection|@single|@private|directive @(collection|single|private)/);
    expect(fixtureSchemaSdl).toContain(
      'directive @cacheControl(maxAge: Int, scope: CacheControlScope) on FIELD_DEFINITION | OBJECT | INTERFACE',
    );
  });

  it('declares the Strapi v3 scalars and enums', () => {
    for (const name of ['JSON', 'DateTime', 'Date', 'Time', 'Upload', 'Long']) expect(isScalarType(schema.getType(name))).toBe(true);
    expect(printed('PublicationState')).toBe('enum PublicationState {\n  LIVE\n  PREVIEW\n}');
    expect(printed('CacheControlScope')).toBe('enum CacheControlScope {\n  PUBLIC\n  PRIVATE\n}');
    expect(printed('AdminUser')).toBe('type AdminUser {\n  id: ID!\n  username: String\n  firstname: String!\n  lastname: String!\n}');
  });

  it('adds the entity fields, keeps declared names and leaves out @private fields', () => {
    const page = printed('Page');
    expect(page).toMatch(
      /^"""A content page."""\ntype Page {\n {2}id: ID!\n {2}createdAt: DateTime!\n {2}updatedAt: DateTime!\n {2}title: String!/,
    );
    expect(page).toContain('  Headline: ComponentTranslated\n');
    expect(page).toContain('  published_at: DateTime\n');
    expect(page).toMatch(/created_by: AdminUser\n {2}updated_by: AdminUser\n}$/);
    expect(page).not.toContain('secretNote');
    expect(printed('PageInput')).toContain('secretNote: String');
  });

  it('gives list relations list arguments (also inside components)', () => {
    expect(fieldSignature('Page', 'articles')).toBe('articles(sort: String, limit: Int, start: Int, where: JSON): [Article]');
    expect(fieldSignature('ComponentLink', 'pages')).toBe('pages(sort: String, limit: Int, start: Int, where: JSON): [Page]');
    expect(fieldSignature('Page', 'parent')).toBe('parent: Page');
  });

  it('generates the collection and single reads', () => {
    expect(fieldSignature('Query', 'page')).toBe('page(id: ID!, publicationState: PublicationState): Page');
    expect(fieldSignature('Query', 'pages')).toBe(
      'pages(sort: String, limit: Int, start: Int, where: JSON, publicationState: PublicationState): [Page]',
    );
    expect(fieldSignature('Query', 'pagesConnection')).toBe(
      'pagesConnection(sort: String, limit: Int, start: Int, where: JSON): PageConnection',
    );
    expect(fieldSignature('Query', 'files')).toContain('): [UploadFile]');
    expect(fieldSignature('Query', 'filesConnection')).toContain('): UploadFileConnection');
    expect(fieldSignature('Query', 'settings')).toBe('settings(publicationState: PublicationState): Settings');
    expect(fieldSignature('Query', 'me')).toBe('me: UsersPermissionsMe');
  });

  it('generates connection, groupBy and aggregator types', () => {
    expect(printed('PageConnection')).toBe(
      'type PageConnection {\n  values: [Page]\n  groupBy: PageGroupBy\n  aggregate: PageAggregator\n}',
    );
    expect(printed('PageAggregator')).toBe('type PageAggregator {\n  count: Int\n  totalCount: Int\n}');
    expect(fieldSignature('PageGroupBy', 'category')).toBe('category: [PageConnectionCategory]');
    expect(fieldSignature('PageGroupBy', 'published_at')).toBe('published_at: [PageConnectionPublished_at]');
    expect(printed('PageConnectionCategory')).toBe(
      'type PageConnectionCategory {\n  key: ENUM_PAGE_CATEGORY\n  connection: PageConnection\n}',
    );
    const groupBy = schema.getType('PageGroupBy');
    const groupFields = groupBy instanceof GraphQLObjectType ? Object.keys(groupBy.getFields()) : [];
    expect(groupFields).not.toContain('Headline');
    expect(groupFields).not.toContain('articles');
    expect(groupFields).not.toContain('tags');
    expect(groupFields).not.toContain('secretNote');
  });

  it("gives UploadFile's aggregator sum/avg/min/max of width, height, size", () => {
    expect(printed('UploadFileAggregator')).toContain(
      'sum: UploadFileAggregatorSum\n  avg: UploadFileAggregatorAvg\n  min: UploadFileAggregatorMin\n  max: UploadFileAggregatorMax',
    );
    for (const fn of ['Sum', 'Avg', 'Min', 'Max']) {
      expect(printed(`UploadFileAggregator${fn}`)).toBe(
        `type UploadFileAggregator${fn} {\n  width: Float\n  height: Float\n  size: Float\n}`,
      );
    }
  });
});

describe('generateSchemaSdl: mutations, inputs, errors', () => {
  it('generates mutations only for types declared with mutations: true', () => {
    expect(fieldSignature('Mutation', 'createPage')).toBe('createPage(input: createPageInput): createPagePayload');
    expect(fieldSignature('Mutation', 'updatePage')).toBe('updatePage(input: updatePageInput): updatePagePayload');
    expect(fieldSignature('Mutation', 'deletePage')).toBe('deletePage(input: deletePageInput): deletePagePayload');
    expect(fieldSignature('Mutation', 'updateSettings')).toBe('updateSettings(input: updateSettingsInput): updateSettingsPayload');
    expect(fieldSignature('Mutation', 'deleteSettings')).toBe('deleteSettings: deleteSettingsPayload');
    expect(fixtureSchemaSdl).not.toMatch(/createArticle|createFile|updateFile\b/);
    expect(printed('updatePageInput')).toBe('input updatePageInput {\n  where: InputID\n  data: editPageInput\n}');
    expect(printed('createPagePayload')).toBe('type createPagePayload {\n  page: Page\n}');
  });

  it('maps input fields: relations to ids, components to component inputs, dynamic zones to scalars', () => {
    const input = printed('PageInput');
    expect(input).toContain('title: String!');
    expect(input).toContain('parent: ID\n');
    expect(input).toContain('articles: [ID]');
    expect(input).toContain('Headline: ComponentTranslatedInput');
    expect(input).toContain('content: [PageContentDynamicZoneInput]');
    expect(printed('editPageInput')).toContain('title: String\n');
    expect(printed('editPageInput')).toContain('Headline: editComponentTranslatedInput');
    expect(printed('editComponentTranslatedInput')).toContain('id: ID\n');
    expect(printed('ComponentTranslatedInput')).not.toContain('id:');
    expect(isScalarType(schema.getType('PageContentDynamicZoneInput'))).toBe(true);
    expect(isInputObjectType(schema.getType('InputID'))).toBe(true);
  });

  it('declares the upload and account operations in Strapi v3 shapes', () => {
    expect(fieldSignature('Mutation', 'upload')).toBe(
      'upload(refId: ID, ref: String, field: String, source: String, info: FileInfoInput, file: Upload!): UploadFile!',
    );
    expect(fieldSignature('Mutation', 'multipleUpload')).toBe(
      'multipleUpload(refId: ID, ref: String, field: String, source: String, files: [Upload]!): [UploadFile]!',
    );
    expect(fieldSignature('Mutation', 'updateFileInfo')).toBe('updateFileInfo(id: ID!, info: FileInfoInput!): UploadFile!');
    expect(fieldSignature('Mutation', 'deleteFile')).toBe('deleteFile(input: deleteFileInput): deleteFilePayload');
    expect(fieldSignature('Mutation', 'login')).toBe('login(input: UsersPermissionsLoginInput!): UsersPermissionsLoginPayload!');
    expect(fieldSignature('Mutation', 'register')).toBe('register(input: UsersPermissionsRegisterInput!): UsersPermissionsLoginPayload!');
    expect(fieldSignature('Mutation', 'forgotPassword')).toBe('forgotPassword(email: String!): UserPermissionsPasswordPayload');
    expect(fieldSignature('Mutation', 'resetPassword')).toBe(
      'resetPassword(password: String!, passwordConfirmation: String!, code: String!): UsersPermissionsLoginPayload',
    );
    expect(fieldSignature('Mutation', 'emailConfirmation')).toBe('emailConfirmation(confirmation: String!): UsersPermissionsLoginPayload');
    expect(printed('UsersPermissionsLoginInput')).toContain('provider: String = "local"');
    const me = schema.getType('UsersPermissionsLoginPayload');
    const user = me instanceof GraphQLObjectType ? me.getFields()['user'] : undefined;
    expect(user && getNamedType(user.type).name).toBe('UsersPermissionsMe');
  });

  it('fails clearly on a bad entity directive', () => {
    expect(() => generateSchemaSdl(`type A @collection(singular: "a") { x: String }`)).toThrow(
      /@collection on A needs a non-empty string "plural"/,
    );
    expect(() => generateSchemaSdl(`type A @single(name: "a", mutations: "yes") { x: String }`)).toThrow(/"mutations" must be a boolean/);
  });

  it('is deterministic', () => {
    expect(generateSchemaSdl(fixtureTypesSdl)).toBe(fixtureSchemaSdl);
  });
});
