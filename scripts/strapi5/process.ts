/**
 * Starts the generated Strapi 5 application with the project's Node and waits until it answers.
 *
 * Secrets (app keys, the admin panel's JWT secret, the API token and transfer token salts, the
 * users-permissions JWT secret, the key that encrypts API tokens) are generated once per data folder into
 * `<data>/secrets.json` (mode 600) unless set in the environment. The first administrator comes from
 * STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD; without them a password is generated once into
 * `<data>/admin-credentials.json` (as for Strapi 3.6). The bootstrap writes two API tokens into
 * `<data>/api-tokens.json`: `read` (drafts, for preview builds) and `import` (full access, the importer).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { adminCredentials, launchStrapi, type RunningStrapi } from '../strapi/process.ts';
import { strapi5Env, type Strapi5Paths } from './setup.ts';

const SECRET_NAMES = ['APP_KEYS', 'ADMIN_JWT_SECRET', 'API_TOKEN_SALT', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'] as const;
type SecretName = (typeof SECRET_NAMES)[number];

function freshSecret(name: SecretName): string {
  const one = () => randomBytes(24).toString('base64url');
  return name === 'APP_KEYS' ? [one(), one(), one(), one()].join(',') : one();
}

function secrets(dataDir: string): Record<SecretName, string> {
  const file = path.join(dataDir, 'secrets.json');
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<SecretName, string>>) : {};
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

export interface Start5Options {
  paths: Strapi5Paths;
  /** Application folder (default paths.app). */
  appDir?: string;
  dataDir?: string;
  host?: string | undefined;
  port: number;
  /** Serve the admin panel (needs the admin build). */
  admin: boolean;
  env?: NodeJS.ProcessEnv;
  echo?: boolean;
  timeoutMs?: number;
}

export function startStrapi5(options: Start5Options): Promise<RunningStrapi> {
  const dataDir = options.dataDir ?? options.paths.data;
  mkdirSync(path.join(dataDir, 'public/uploads'), { recursive: true });
  const stored = secrets(dataDir);
  const fromEnv = Object.fromEntries(SECRET_NAMES.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
  const admin = adminCredentials(dataDir, { ...process.env, ...options.env });
  const env = strapi5Env({
    NODE_ENV: 'production',
    ...stored,
    ...fromEnv,
    STRAPI_DATA_DIR: dataDir,
    STRAPI_TOKENS_FILE: tokensFile(dataDir),
    STRAPI_HOST: options.host ?? '127.0.0.1',
    STRAPI_PORT: String(options.port),
    STRAPI_SERVE_ADMIN: options.admin ? '1' : '0',
    ...options.env,
    STRAPI_ADMIN_EMAIL: admin.email,
    STRAPI_ADMIN_PASSWORD: admin.password,
  });
  return launchStrapi({
    command: process.execPath,
    cwd: options.appDir ?? options.paths.app,
    env,
    admin,
    echo: options.echo,
    timeoutMs: options.timeoutMs,
  });
}
