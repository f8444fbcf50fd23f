/**
 * What the form service makes of a valid post beyond what it says: the newsletter signup a contact
 * post asks for, and the meta fields a post without JavaScript cannot carry.
 */
import { createHash, randomUUID } from 'node:crypto';
import { MIN_FILL_MS } from '../../src/forms/limits.ts';
import type { Submission } from '../../src/forms/schema.ts';

/**
 * The newsletter signup a contact post asks for with its newsletter box, or null. Its submission id
 * derives from the contact post's, so a repeated contact post never signs up twice.
 */
export function newsletterOptIn(submission: Submission): Submission | null {
  if (submission.form !== 'contact' || submission.fields.newsletter !== true) return null;
  const fields: Record<string, string | boolean> = {};
  for (const name of ['email', 'salutation', 'firstName', 'lastName', 'chinaConsent']) {
    const value = submission.fields[name];
    if (value !== undefined) fields[name] = value;
  }
  const hex = createHash('sha256').update(`${submission.submissionId}:newsletter`).digest('hex');
  const submissionId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  return { ...submission, form: 'newsletter', submissionId, recipient: null, fields };
}

/**
 * A form posted without JavaScript carries neither a submission id nor a start time: the static page
 * cannot make them (the island fills both). Such a post gets an id here, and counts as filled in at
 * the minimum fill time, so only the honeypot guards it against bots; a browser repeating the post
 * stores it again (there is no id to recognise it by).
 */
export function withoutScriptMeta(fields: Record<string, string | number | boolean>, now = Date.now()): void {
  if (fields.submissionId === undefined || fields.submissionId === '') fields.submissionId = randomUUID();
  if (fields.startedAt === undefined || fields.startedAt === '') fields.startedAt = String(now - MIN_FILL_MS);
}
