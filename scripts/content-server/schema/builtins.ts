/**
 * The fixed part of the Strapi v3 schema: scalars, enums, the cacheControl directive,
 * AdminUser, users-permissions account shapes and the upload plugin's input/payload types.
 */
import { parse, type DefinitionNode } from 'graphql';
import type { SourceModel } from './source.ts';

const BASE_SDL = /* GraphQL */ `
  directive @cacheControl(maxAge: Int, scope: CacheControlScope) on FIELD_DEFINITION | OBJECT | INTERFACE

  """
  The \`JSON\` scalar type represents JSON values as specified by ECMA-404.
  """
  scalar JSON

  """
  A date-time string at UTC, such as 2007-12-03T10:15:30Z.
  """
  scalar DateTime

  """
  A date string, such as 2007-12-03.
  """
  scalar Date

  """
  A time string with format: HH:mm:ss.SSS
  """
  scalar Time

  """
  The \`Upload\` scalar type represents a file upload.
  """
  scalar Upload

  """
  The \`Long\` scalar type represents 52-bit integers
  """
  scalar Long

  enum PublicationState {
    LIVE
    PREVIEW
  }

  enum CacheControlScope {
    PUBLIC
    PRIVATE
  }

  type AdminUser {
    id: ID!
    username: String
    firstname: String!
    lastname: String!
  }

  input InputID {
    id: ID!
  }
`;

const ACCOUNT_SDL = /* GraphQL */ `
  type UsersPermissionsMe {
    id: ID!
    username: String!
    email: String!
    confirmed: Boolean
    blocked: Boolean
    role: UsersPermissionsMeRole
  }

  type UsersPermissionsMeRole {
    id: ID!
    name: String!
    description: String
    type: String
  }

  input UsersPermissionsRegisterInput {
    username: String!
    email: String!
    password: String!
  }

  input UsersPermissionsLoginInput {
    identifier: String!
    password: String!
    provider: String = "local"
  }

  type UsersPermissionsLoginPayload {
    jwt: String
    user: UsersPermissionsMe!
  }

  type UserPermissionsPasswordPayload {
    ok: Boolean!
  }
`;

const UPLOAD_SDL = /* GraphQL */ `
  input FileInfoInput {
    name: String
    alternativeText: String
    caption: String
  }

  input deleteFileInput {
    where: InputID
  }

  type deleteFilePayload {
    file: UploadFile
  }
`;

/** The type name of the upload plugin's file entity. */
export const UPLOAD_FILE_TYPE = 'UploadFile';

export function hasUploadFile(src: SourceModel): boolean {
  return src.entityByType.get(UPLOAD_FILE_TYPE)?.kind === 'collection';
}

/** Builtin definitions not already defined in types.graphql. */
export function builtinDefinitions(src: SourceModel): DefinitionNode[] {
  const sdl = [BASE_SDL, ACCOUNT_SDL, hasUploadFile(src) ? UPLOAD_SDL : ''].join('\n');
  return parse(sdl).definitions.filter((def) => !('name' in def && def.name && src.definedNames.has(def.name.value)));
}

export const ACCOUNT_QUERY_FIELDS = /* GraphQL */ `
  me: UsersPermissionsMe
`;

export const ACCOUNT_MUTATION_FIELDS = /* GraphQL */ `
  login(input: UsersPermissionsLoginInput!): UsersPermissionsLoginPayload!
  register(input: UsersPermissionsRegisterInput!): UsersPermissionsLoginPayload!
  forgotPassword(email: String!): UserPermissionsPasswordPayload
  resetPassword(password: String!, passwordConfirmation: String!, code: String!): UsersPermissionsLoginPayload
  emailConfirmation(confirmation: String!): UsersPermissionsLoginPayload
`;

export const UPLOAD_MUTATION_FIELDS = /* GraphQL */ `
  upload(refId: ID, ref: String, field: String, source: String, info: FileInfoInput, file: Upload!): UploadFile!
  multipleUpload(refId: ID, ref: String, field: String, source: String, files: [Upload]!): [UploadFile]!
  updateFileInfo(id: ID!, info: FileInfoInput!): UploadFile!
  deleteFile(input: deleteFileInput): deleteFilePayload
`;
