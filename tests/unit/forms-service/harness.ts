/** Starting the form service in-process on a free loopback port with a temp data dir, and posts to it. */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFormsConfig, type FormsConfig } from '../../../scripts/forms/config.ts';
import { startFormsService, type RunningFormsService } from '../../../scripts/forms/server.ts';

export const SITE = 'https://site.test';
export const ISLAND_ORIGIN = 'https://preview.site.test';

export interface Harness {
  service: RunningFormsService;
  config: FormsConfig;
  logs: string[];
  dataDir: string;
  /** Closes the service and removes the data dir. */
  stop(): Promise<void>;
}

export function tempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'forms-service-test-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function testConfig(dataDir: string, env: Record<string, string> = {}): FormsConfig {
  return readFormsConfig({
    FORMS_PORT: '0',
    FORMS_DATA_DIR: dataDir,
    SITE_URL: SITE,
    FORMS_ALLOWED_ORIGINS: ISLAND_ORIGIN,
    FORMS_RATE_LIMIT: '100000',
    FORMS_RECIPIENTS: JSON.stringify({ sales: 'sales@site.test', ir: 'ir@site.test' }),
    FORMS_DEFAULT_RECIPIENT: 'info@site.test',
    FORMS_RECIPIENT_DOMAINS: 'site.test',
    FORMS_MAIL_FROM: 'forms@site.test',
    ...env,
  });
}

export async function startHarness(env: Record<string, string> = {}, dataDir?: string): Promise<Harness> {
  const temp = dataDir === undefined ? tempDir() : { dir: dataDir, cleanup: () => {} };
  const config = testConfig(temp.dir, env);
  const logs: string[] = [];
  const service = await startFormsService({ ...config, log: (line) => logs.push(line) });
  return {
    service,
    config,
    logs,
    dataDir: temp.dir,
    stop: async () => {
      await service.close();
      temp.cleanup();
    },
  };
}

/** The meta fields of a post that passes the spam checks (started 10 s ago). */
function meta(locale = 'en', page = `/${locale}/contact/`): Record<string, string | number> {
  return { submissionId: randomUUID(), startedAt: Date.now() - 10_000, website: '', locale, page };
}

export function contactPost(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...meta(), recipient: 'sales', email: 'ada@example.com', message: 'Please send a quote.', ...extra };
}

export function newsletterPost(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...meta('de', '/de/newsletter/'), email: 'nl@example.com', ...extra };
}

export function investorPost(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...meta('en', '/en/investor-relations/'),
    salutation: 'ms',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    affiliation: 'analyst',
    newsService: true,
    ...extra,
  };
}

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
}

export async function request(url: string, init: RequestInit = {}): Promise<Reply> {
  const response = await fetch(url, { redirect: 'manual', ...init });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

export function postJson(service: RunningFormsService, form: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  return request(`${service.url}/submit/${form}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export function postForm(
  service: RunningFormsService,
  form: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const params = new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)]));
  return request(`${service.url}/submit/${form}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: params.toString(),
  });
}

export function postRaw(service: RunningFormsService, form: string, contentType: string, body: BodyInit): Promise<Reply> {
  return request(`${service.url}/submit/${form}`, { method: 'POST', headers: { 'content-type': contentType }, body });
}
