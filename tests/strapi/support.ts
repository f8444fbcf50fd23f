/**
 * What the Strapi suites share: a Strapi with the sample content imported (own temporary data folder,
 * free loopback port), a webhook recorder, site builds into a folder, GraphQL requests.
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { freePort } from '../../scripts/lib/free-port.ts';
import { closeServer, listen } from '../../scripts/lib/http-listen.ts';
import { projectRoot } from '../../scripts/lib/paths.ts';
import type { StatusSnapshot } from '../../scripts/publisher/status.ts';
import type { ImportSummary } from '../../scripts/strapi-common/import-types.ts';
import type { RunningStrapi } from '../../scripts/strapi-common/process.ts';
import { sampleSource } from '../../scripts/strapi-common/sources.ts';
import { importContent } from '../../scripts/strapi/import.ts';
import { startStrapi } from '../../scripts/strapi/process.ts';
import { strapiPaths } from '../../scripts/strapi/setup.ts';

export const ADMIN = { STRAPI_ADMIN_EMAIL: 'suite-admin@example.com', STRAPI_ADMIN_PASSWORD: 'Suite-admin-password-1' };

export async function startSuiteStrapi(
  dataDir: string,
  options: { env?: NodeJS.ProcessEnv; appDir?: string } = {},
): Promise<RunningStrapi> {
  return startStrapi({
    paths: strapiPaths(),
    appDir: options.appDir,
    dataDir,
    port: await freePort(),
    admin: false,
    env: { ...ADMIN, STRAPI_LOG_LEVEL: 'warn', ...options.env },
  });
}

/**
 * Starts Strapi the way a developer does, with `npm run strapi` (its command line: setup check, admin UI,
 * the printed URL and credentials source); stops it with SIGTERM, which the command passes on to Strapi.
 * `cli` and `banner` select another command (Strapi 5's) and what it prints when it is up.
 */
export async function startStrapiCli(
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
  options: { cli?: string; banner?: RegExp } = {},
): Promise<RunningStrapi & { printed: string }> {
  const port = await freePort();
  const cli = options.cli ?? 'scripts/strapi/cli.ts';
  const banner = options.banner ?? /Strapi is running: (\S+)/;
  const child = spawn(process.execPath, [path.join(projectRoot, cli), '--port', String(port), '--data', dataDir], {
    cwd: projectRoot,
    env: { ...process.env, ...ADMIN, STRAPI_LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const deadline = Date.now() + 300_000;
  while (!banner.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${cli} did not start:\n${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  const url = banner.exec(output)![1] as string;
  return {
    url,
    printed: output,
    admin: { email: ADMIN.STRAPI_ADMIN_EMAIL, password: ADMIN.STRAPI_ADMIN_PASSWORD, source: 'STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD' },
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** `npm run strapi:import` against a running Strapi; resolves with its output, rejects when it fails. */
export function runImportCli(url: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(projectRoot, 'scripts/strapi/import-cli.ts'), '--url', url], {
      cwd: projectRoot,
      env: { ...process.env, ...ADMIN, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`strapi:import exited ${code}:\n${output}`))));
  });
}

export async function importSample(strapi: RunningStrapi): Promise<ImportSummary> {
  return importContent(await sampleSource(), { url: strapi.url, email: strapi.admin.email, password: strapi.admin.password });
}

export interface WebhookRecorder {
  url: string;
  received: Array<{ headers: Record<string, string | string[] | undefined>; body: Record<string, unknown> }>;
  close(): Promise<void>;
}

export async function startWebhookRecorder(): Promise<WebhookRecorder> {
  const received: WebhookRecorder['received'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown> });
      res.writeHead(204).end();
    });
  });
  const port = await freePort();
  await listen(server, port, '127.0.0.1');
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    close: () => closeServer(server),
  };
}

export async function graphql<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<{ data?: T; errors?: Array<{ message: string }> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
}

/** Builds the site (all pages) into `out` against `graphqlUrl`; rejects with the log's tail on failure. */
export function buildSite(out: string, graphqlUrl: string | undefined, cacheDir: string): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, STRICT_CONTENT: '1', SITE_BUILD_CACHE: cacheDir };
  delete env.CMS_TOKEN;
  delete env.CMS_PUBLICATION_STATE;
  if (graphqlUrl) env.CMS_GRAPHQL_URL = graphqlUrl;
  else delete env.CMS_GRAPHQL_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(projectRoot, 'scripts/build.ts'), '--out', out, '--full'], {
      cwd: projectRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (c: Buffer) => (log += c.toString()));
    child.stderr.on('data', (c: Buffer) => (log += c.toString()));
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`build against ${graphqlUrl ?? 'the embedded server'} failed:\n${log.slice(-4000)}`)),
    );
  });
}

/**
 * What the editors'-loop tests ask a running publisher: its status, a page of the live site (or of another
 * base such as the preview, with the request's options: the preview's session cookie), and `until` a condition holds (the error names the publisher's last lines and
 * the content system's output). `firstBuilds` waits for the first live and preview releases. `token` is the webhook token,
 * which /status asks for to show everything.
 */
export function publisherProbe(publisher: () => { url: string }, logs: () => string, token: string) {
  // The whole status (triggers, why a build failed) needs the webhook token.
  const status = async (): Promise<StatusSnapshot> =>
    (await (
      await fetch(`${publisher().url}/status`, { headers: { accept: 'application/json', authorization: `Bearer ${token}` } })
    ).json()) as StatusSnapshot;
  const until = async (what: string, check: () => Promise<boolean>, timeoutMs = 180_000): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`timed out waiting for ${what}\n${logs()}`);
  };
  const page = async (pathname: string, base = publisher().url, init?: RequestInit): Promise<{ status: number; text: string }> => {
    const response = await fetch(`${base}${pathname}`, init);
    return { status: response.status, text: await response.text() };
  };
  const firstBuilds = (timeoutMs: number): Promise<void> =>
    until(
      'the first live and preview builds',
      async () => {
        const snapshot = await status();
        return snapshot.live.release !== null && snapshot.preview?.release !== null && !snapshot.building && snapshot.webhooks.queued === 0;
      },
      timeoutMs,
    );
  return { status, until, page, firstBuilds };
}
