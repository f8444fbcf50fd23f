/**
 * Password hashing with scrypt (node:crypto): a random 16-byte salt per password, the cost
 * parameters stored with the hash (`scrypt$N$r$p$salt$hash`, base64url), comparison with
 * timingSafeEqual. `verifyUnknown` does the same work for an account that does not exist, so the
 * time a failed login takes does not tell an unknown user from a wrong password.
 *
 * A hash is a core's work for tens of milliseconds. They run in libuv's thread pool (four threads),
 * and at most HASHES_AT_ONCE at a time (one core fewer than the machine has, at least one): a flood
 * of logins makes them wait for each other, it does not take every core from the event loop (four
 * hashes side by side on two cores delayed every other request by 150 ms).
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

export const MIN_PASSWORD_LENGTH = 10;

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** 2^15 × 8 × 128 bytes = 32 MiB per hash; ~50–100 ms on a laptop. */
const DEFAULT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const PREFIX = 'scrypt';

export const HASHES_AT_ONCE = Math.max(1, availableParallelism() - 1);

let running = 0;
const waiting: Array<() => void> = [];

/** Runs `work` when fewer than HASHES_AT_ONCE hashes run, in the order asked. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASHES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return inTurn(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );
}

/** The problem with a new password, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `password: must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  return undefined;
}

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return [PREFIX, params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parseHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | undefined {
  const [prefix, n, r, p, salt, key] = stored.split('$');
  if (prefix !== PREFIX || salt === undefined || key === undefined) return undefined;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0)) return undefined;
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

let dummyHash: Promise<string> | undefined;

/** The work of a verification, for an account that does not exist; always false. */
export async function verifyUnknown(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(12).toString('base64url'));
  await verifyPassword(password, await dummyHash);
  return false;
}
