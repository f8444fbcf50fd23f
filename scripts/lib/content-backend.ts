/**
 * Where the build reads content from: the content system named by CMS_GRAPHQL_URL, or — when that is
 * unset — the embedded content server (scripts/content-server), started on a free loopback port for
 * the duration of the build and seeded with the bundled sample content.
 */
import { randomBytes } from 'node:crypto';
import type { RunningContentServer } from '../content-server/server.ts';

export interface ContentBackend {
  /** GraphQL endpoint the build must use. */
  readonly graphqlUrl: string;
  /** `true` when the embedded content server was started for this build. */
  readonly embedded: boolean;
  /** Stops the embedded server; a no-op for an external content system. Idempotent. */
  close(): Promise<void>;
}

export type Environment = Readonly<Record<string, string | undefined>>;

export async function openContentBackend(env: Environment, log: (line: string) => void): Promise<ContentBackend> {
  const external = env.CMS_GRAPHQL_URL?.trim();
  if (external) {
    return { graphqlUrl: external, embedded: false, close: async () => {} };
  }
  // Imported lazily: a build against an external content system never loads node:sqlite.
  const { startContentServer } = await import('../content-server/server.ts');
  // The build only reads; its server lives as long as the build, so a throwaway token secret
  // serves (and the build does not need CMS_JWT_SECRET, also under NODE_ENV=production).
  const jwtSecret = randomBytes(48).toString('base64url');
  const server: RunningContentServer = await startContentServer({ host: '127.0.0.1', port: 0, log, jwtSecret });
  let closing: Promise<void> | undefined;
  return {
    graphqlUrl: server.graphqlUrl,
    embedded: true,
    close: () => (closing ??= server.close()),
  };
}
