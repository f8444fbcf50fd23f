/**
 * The body of a webhook delivery, shaped as Strapi v3 sends it (its webhook runner posts
 * `{ event, created_at, ...info }` where `info` is what the event emitter passed):
 *
 * entry events (entry.create/update/delete/publish/unpublish), emitted by the content manager
 * with `{ model, entry }`:
 *   { "event": "entry.update", "created_at": "2020-01-10T08:58:26.563Z",
 *     "model": "address", "entry": { "id": 1, "city": "Paris", … } }
 *
 * media events (media.create/update/delete), emitted by the upload plugin with `{ media }` —
 * no `model`, no `entry`:
 *   { "event": "media.create", "created_at": "2020-01-10T10:58:41.115Z",
 *     "media": { "id": 1, "name": "image.png", "hash": "…", "ext": ".png", "mime": "image/png",
 *                "size": 228.19, "url": "/uploads/….png", … } }
 *
 * Strapi also sends the event name as the `X-Strapi-Event` header; the dispatcher does the same.
 * Private user fields never leave the server: they are removed from entries of the user model
 * and from any object nested in an entry (a user behind a relation).
 */
import { MEDIA_EVENTS, type ContentChange, type EntryEvent, type MediaEvent } from '../changes.ts';

export type WebhookPayload =
  | { event: EntryEvent; created_at: string; model: string; entry: Record<string, unknown> }
  | { event: MediaEvent; created_at: string; media: Record<string, unknown> };

/** Fields of users that are secrets (Strapi v3 users-permissions: private attributes). */
const PRIVATE_USER_FIELDS: readonly string[] = ['password', 'resetPasswordToken', 'confirmationToken'];

/** Model names under which user entries may be reported (Strapi's name, and modelNameOf's). */
const USER_MODELS = new Set(['user', 'users-permissions-user']);

function withoutPrivateFields(value: unknown, depth = 0): unknown {
  if (depth > 32 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withoutPrivateFields(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!PRIVATE_USER_FIELDS.includes(key)) copy[key] = withoutPrivateFields(item, depth + 1);
  }
  return copy;
}

/**
 * Private fields are removed at the top level only for the user model (another type may have a
 * field named like one), and in every nested object (only users carry such fields there).
 */
function sanitizeEntry(model: string, entry: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry)) {
    if (USER_MODELS.has(model) && PRIVATE_USER_FIELDS.includes(key)) continue;
    copy[key] = withoutPrivateFields(value);
  }
  return copy;
}

type MediaChange = Extract<ContentChange, { event: MediaEvent }>;
const isMediaChange = (change: ContentChange): change is MediaChange => (MEDIA_EVENTS as readonly string[]).includes(change.event);

export function webhookPayload(change: ContentChange, createdAt: Date): WebhookPayload {
  const created_at = createdAt.toISOString();
  if (isMediaChange(change)) return { event: change.event, created_at, media: sanitizeEntry(change.model, change.entry) };
  return { event: change.event, created_at, model: change.model, entry: sanitizeEntry(change.model, change.entry) };
}

/** The id of the entry or file a change is about (for logs), if it has one. */
export function entryIdOf(change: ContentChange): string | number | undefined {
  const id = change.entry.id ?? change.entry._id;
  return typeof id === 'string' || typeof id === 'number' ? id : undefined;
}
