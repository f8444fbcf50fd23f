import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../../scripts/forms/store.ts';
import { contactPost, postForm, postJson, request, startHarness, type Harness } from './harness.ts';

let h: Harness;
let other: DatabaseSync;
beforeEach(async () => {
  h = await startHarness();
  // Another process (an export, a backup, an admin's sqlite3 shell) holding the write lock.
  other = new DatabaseSync(join(h.dataDir, DATABASE_FILE));
});
afterEach(async () => {
  if (other.isTransaction) other.exec('ROLLBACK');
  other.close();
  await h.stop();
});

/** Resolves with the order in which the named promises settled. */
async function settleOrder(named: Record<string, Promise<unknown>>): Promise<string[]> {
  const order: string[] = [];
  await Promise.all(Object.entries(named).map(([name, promise]) => promise.then(() => order.push(name))));
  return order;
}

describe('a locked submissions database', () => {
  it('a post answers 503 with Retry-After and stores nothing, while /health answers at once with 503', async () => {
    other.exec('BEGIN EXCLUSIVE');
    const post = postJson(h.service, 'contact', contactPost());
    // Asked after the post: with a service that waits for the lock, /health would wait behind it.
    const health = new Promise((resolve) => setTimeout(resolve, 20)).then(() => request(`${h.service.url}/health`));
    expect(await settleOrder({ post, health })).toEqual(['health', 'post']);
    const [posted, healthReply] = await Promise.all([post, health]);
    expect(healthReply.status).toBe(503);
    expect(JSON.parse(healthReply.text)).toMatchObject({ status: 'unavailable' });
    expect(posted.status).toBe(503);
    expect(posted.headers.get('retry-after')).toBe('5');
    expect(JSON.parse(posted.text)).toMatchObject({ error: 'storage-busy', message: expect.stringContaining('nothing was saved') });
    other.exec('ROLLBACK');
    expect(h.service.store.count()).toBe(0);
    expect((await request(`${h.service.url}/health`)).status).toBe(200);
  });

  it('a post without JavaScript gets the error page in its language', async () => {
    other.exec('BEGIN EXCLUSIVE');
    const reply = await postForm(h.service, 'contact', { ...contactPost({ locale: 'de', page: '/de/kontakt/' }) });
    expect(reply.status).toBe(503);
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
    expect(reply.text).toContain('<html lang="de">');
    expect(reply.text).toContain('https://site.test/de/kontakt/');
  });

  it('a lock released while the post waits: the post is stored once and answered 201', async () => {
    other.exec('BEGIN EXCLUSIVE');
    const body = contactPost();
    const post = postJson(h.service, 'contact', body);
    setTimeout(() => other.exec('ROLLBACK'), 150);
    const reply = await post;
    expect(reply.status).toBe(201);
    expect(h.service.store.count()).toBe(1);
    expect((await postJson(h.service, 'contact', body)).status).toBe(200);
    expect(h.service.store.count()).toBe(1);
  });
});
