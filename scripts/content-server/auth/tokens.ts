/**
 * Session tokens: HS256 JWTs (jose) carrying the user id (`{ id }`, as Strapi v3 issues them) and
 * the user's token version (`tv`, see credentials.ts), with `iat` and an expiry (default 7 days).
 * A token is accepted only with both `exp` and `iat`, unexpired and not older than the lifetime.
 * The secret comes from CMS_JWT_SECRET; without it a production server refuses to start, and a
 * development server generates one per data folder and keeps it in the database meta, so tokens
 * survive restarts.
 */
import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { ContentStore } from '../store.ts';

export const JWT_SECRET_ENV = 'CMS_JWT_SECRET';
const DEFAULT_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
const MIN_SECRET_LENGTH = 32;
const META_KEY = 'jwtSecret';

/** What a valid token says: whose it is and the token version it was issued under. */
export interface TokenClaims {
  userId: string;
  version: string;
}

export class TokenService {
  private readonly key: Uint8Array;
  private readonly ttlSeconds: number;

  constructor(secret: string, ttlSeconds: number = DEFAULT_TOKEN_TTL_SECONDS) {
    if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0)
      throw new Error(`token lifetime: expected a positive number of seconds, got ${ttlSeconds}`);
    this.key = new TextEncoder().encode(secret);
    this.ttlSeconds = ttlSeconds;
  }

  issue(userId: string, version: string): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ id: userId, tv: version })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + this.ttlSeconds)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token that has `exp` and `iat`; undefined for anything else. */
  async verify(token: string): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat'],
        maxTokenAge: this.ttlSeconds,
      });
      const { id, tv } = payload;
      if ((typeof id !== 'string' && typeof id !== 'number') || typeof tv !== 'string' || tv === '') return undefined;
      return { userId: String(id), version: tv };
    } catch {
      return undefined;
    }
  }
}

export interface SecretOptions {
  /** The configured secret (CMS_JWT_SECRET); undefined or empty when not set. */
  configured: string | undefined;
  production: boolean;
  store: ContentStore;
  log: (line: string) => void;
}

/** Throws before the server starts when production has no (or a too short) secret. */
export function checkProductionSecret(configured: string | undefined, production: boolean): void {
  if (!production) return;
  if (!configured) {
    throw new Error(
      `${JWT_SECRET_ENV} is not set: the content server does not start in production (NODE_ENV=production) without a secret to sign login tokens with. ` +
        `Set ${JWT_SECRET_ENV} to a random string of at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -base64 48).`,
    );
  }
  if (configured.length < MIN_SECRET_LENGTH)
    throw new Error(`${JWT_SECRET_ENV} is too short: use at least ${MIN_SECRET_LENGTH} characters.`);
}

/** The signing secret: the configured one, else (development) the one stored for this data folder. */
export function resolveJwtSecret({ configured, production, store, log }: SecretOptions): string {
  checkProductionSecret(configured, production);
  if (configured) return configured;
  const stored = store.meta(META_KEY);
  if (stored) return stored;
  const generated = randomBytes(48).toString('base64url');
  store.setMeta(META_KEY, generated);
  log(
    `${JWT_SECRET_ENV} is not set: generated a token secret for this data folder (kept in ${store.dataDir}); set ${JWT_SECRET_ENV} in production`,
  );
  return generated;
}
