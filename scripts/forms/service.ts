/**
 * What the parts of a running form service share (./server.ts builds it once): its settings, log,
 * store, the group commit in front of it, the mailer, the rate limiter and the site's URLs.
 */
import type { Submission } from '../../src/forms/schema.ts';
import type { ServerTimeouts } from '../lib/http-guard.ts';
import type { FormsConfig } from './config.ts';
import type { Mailer } from './mailer.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { InsertResult, SubmissionStore } from './store.ts';

export interface FormsServiceOptions extends FormsConfig {
  log?: (line: string) => void;
  /** How long a client may take (scripts/lib/http-guard.ts): headers 10 s, the whole post 30 s by default. */
  timeouts?: ServerTimeouts;
}

export interface FormsService {
  options: FormsServiceOptions;
  log: (line: string) => void;
  store: SubmissionStore;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Commits a submission (with others arriving at the same time: ./group-commit.ts). */
  commit(submission: Submission): Promise<InsertResult>;
  /** The site's URL of a path. */
  siteUrl(path: string): string;
}
