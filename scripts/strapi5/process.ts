/**
 * Starts the generated Strapi 5 application with the project's Node and waits until it answers
 * (../strapi-common/process.ts: the first administrator, the start and the wait, as for Strapi 3.6).
 *
 * Secrets (app keys, the admin panel's JWT secret, the API token and transfer token salts, the
 * users-permissions JWT secret, the key that encrypts API tokens) are generated once per data folder into
 * `<data>/secrets.json` (mode 600) unless set in the environment. The bootstrap writes two API tokens into
 * `<data>/api-tokens.json`: `read` (drafts, for preview builds) and `import` (full access, the importer).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readJson, startApp, type RunningStrapi, type StartOptions } from '../strapi-common/process.ts';
import { strapi5Env, type Strapi5Paths } from './setup.ts';

const SECRET_NAMES = ['APP_KEYS', 'ADMIN_JWT_SECRET', 'API_TOKEN_SALT', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'] as const;
type SecretName = (typeof SECRET_NAMES)[number];

function freshSecret(name: SecretName): string {
  const one = () => randomBytes(24).toString('base64url');
  return name === 'APP_KEYS' ? [one(), one(), one(), one()].join(',') : one();
}

function secrets(dataDir: string): Record<SecretName, string> {
  const file = path.join(dataDir, 'secrets.json');
  const stored: Partial<Record<SecretName, string>> = readJson(file) ?? {};
  const all = Object.fromEntries(SECRET_NAMES.map((name) => [name, stored[name] || freshSecret(name)])) as Record<SecretName, string>;
  if (SECRET_NAMES.some((name) => stored[name] !== all[name])) writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`, { mode: 0o600 });
  return all;
}

export interface Strapi5Tokens {
  /** Read-only token: drafts for preview builds. */
  read: string;
  /** Full-access token: the importer. */
  import: string;
}

export function tokensFile(dataDir: string): string {
  return path.join(dataDir, 'api-tokens.json');
}

/** The API tokens the bootstrap made for this data folder. */
export function readTokens(dataDir: string): Strapi5Tokens {
  const file = tokensFile(dataDir);
  if (!existsSync(file)) throw new Error(`${file} does not exist: start Strapi 5 once (npm run strapi5) to create the API tokens`);
  return JSON.parse(readFileSync(file, 'utf8')) as Strapi5Tokens;
}

export function startStrapi5(options: StartOptions<Strapi5Paths>): Promise<RunningStrapi> {
  return startApp(options, {
    command: process.execPath,
    variables(dataDir) {
      const fromEnv = Object.fromEntries(SECRET_NAMES.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
      return { ...secrets(dataDir), ...fromEnv, STRAPI_TOKENS_FILE: tokensFile(dataDir) };
    },
    environment: (variables) => strapi5Env(variables),
  });
}
