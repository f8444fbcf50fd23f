/**
 * Starts the generated Strapi application under Node 14 and waits until it answers
 * (../strapi-common/process.ts: the first administrator, the start and the wait, as for Strapi 5).
 *
 * Secrets (the admin panel's and the users-permissions JWT secrets) are generated once per data folder
 * into `<data>/secrets.json` unless ADMIN_JWT_SECRET / JWT_SECRET are set.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readJson, startApp, type RunningStrapi, type StartOptions } from '../strapi-common/process.ts';
import { nodeBinary, toolchainEnv, type StrapiPaths } from './setup.ts';

function secrets(dataDir: string): { adminJwtSecret: string; jwtSecret: string } {
  const file = path.join(dataDir, 'secrets.json');
  const stored = readJson(file);
  if (stored?.adminJwtSecret && stored.jwtSecret) return { adminJwtSecret: stored.adminJwtSecret, jwtSecret: stored.jwtSecret };
  const fresh = { adminJwtSecret: randomBytes(32).toString('base64url'), jwtSecret: randomBytes(32).toString('base64url') };
  writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600 });
  return fresh;
}

export function startStrapi(options: StartOptions<StrapiPaths>): Promise<RunningStrapi> {
  return startApp(options, {
    command: nodeBinary(options.paths),
    variables(dataDir) {
      const secret = secrets(dataDir);
      return {
        STRAPI_TELEMETRY_DISABLED: 'true',
        STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
        ADMIN_JWT_SECRET: process.env.ADMIN_JWT_SECRET ?? secret.adminJwtSecret,
        JWT_SECRET: process.env.JWT_SECRET ?? secret.jwtSecret,
      };
    },
    environment: (variables) => toolchainEnv(options.paths, variables),
  });
}
