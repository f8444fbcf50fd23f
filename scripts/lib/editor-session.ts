/**
 * An editor at work on a content server (scripts/content-server), for the publish benchmarks and
 * the warm publisher's edit series: `createEditor` adds an editor account to a data folder (before
 * the server starts), `editorSession` logs in over GraphQL and returns a client that sends every
 * operation with the editor's token.
 */
import { spawnSync } from 'node:child_process';
import { projectRoot } from './paths.ts';

export interface EditorAccount {
  username: string;
  email: string;
  password: string;
}

/** A file sent with an operation, as the value of one of its variables. */
interface UploadPart {
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  type: string;
}

/**
 * Sends an operation; `files` (variable name → file) makes it a multipart request as the GraphQL
 * multipart request convention has it (Strapi's and the content server's `upload`).
 */
export type GraphQL = (
  query: string,
  variables?: Record<string, unknown>,
  files?: Record<string, UploadPart>,
) => Promise<Record<string, unknown>>;

function multipart(query: string, variables: Record<string, unknown>, files: Record<string, UploadPart>): FormData {
  const names = Object.keys(files);
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query, variables: { ...variables, ...Object.fromEntries(names.map((name) => [name, null])) } }),
  );
  form.append('map', JSON.stringify(Object.fromEntries(names.map((name, index) => [String(index), [`variables.${name}`]]))));
  names.forEach((name, index) => {
    const file = files[name]!;
    form.append(String(index), new Blob([file.bytes], { type: file.type }), file.name);
  });
  return form;
}

/** Adds `editor` (role editor) to the content server's data folder `dataDir`; throws with the CLI's message on failure. */
export function createEditor(dataDir: string, editor: EditorAccount): void {
  const created = spawnSync(
    process.execPath,
    [
      'scripts/content-server/cli.ts',
      '--data',
      dataDir,
      '--create-user',
      '--role',
      'editor',
      '--username',
      editor.username,
      '--email',
      editor.email,
    ],
    { cwd: projectRoot, env: { ...process.env, CMS_ADMIN_PASSWORD: editor.password }, encoding: 'utf8' },
  );
  if (created.status !== 0) throw new Error(`creating the editor ${editor.username} failed: ${created.stderr || created.stdout}`);
}

/** A GraphQL client of `graphqlUrl`; with `token`, every operation carries it. Errors of the answer throw. */
function graphqlClient(graphqlUrl: string, token?: string): GraphQL {
  return async (query, variables = {}, files) => {
    const authorization: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const response = await fetch(
      graphqlUrl,
      files
        ? { method: 'POST', headers: authorization, body: multipart(query, variables, files) }
        : {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...authorization },
            body: JSON.stringify({ query, variables }),
          },
    );
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: Array<{ message: string }> };
    if (body.errors?.length) throw new Error(`GraphQL: ${body.errors.map((error) => error.message).join('; ')}`);
    return body.data ?? {};
  };
}

/** Logs `editor` in at `graphqlUrl`; returns the editor's token and a client that sends it. */
export async function editorSession(graphqlUrl: string, editor: EditorAccount): Promise<{ jwt: string; graphql: GraphQL }> {
  const login = (await graphqlClient(graphqlUrl)(
    'mutation($i: String!, $p: String!) { login(input: { identifier: $i, password: $p }) { jwt } }',
    { i: editor.username, p: editor.password },
  )) as { login: { jwt: string } };
  return { jwt: login.login.jwt, graphql: graphqlClient(graphqlUrl, login.login.jwt) };
}
