import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactPost, ISLAND_ORIGIN, postJson, request, SITE, startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ FORMS_RATE_LIMIT: '3' });
});
afterAll(async () => {
  await h.stop();
});

describe('origins and rate limit', () => {
  it('answers the preflight of an allowed origin, and 403 to others', async () => {
    const ok = await request(`${h.service.url}/submit/contact`, {
      method: 'OPTIONS',
      headers: { origin: ISLAND_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(ISLAND_ORIGIN);
    expect(ok.headers.get('access-control-allow-methods')).toContain('POST');
    expect(ok.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
    const bad = await request(`${h.service.url}/submit/contact`, { method: 'OPTIONS', headers: { origin: 'https://evil.test' } });
    expect(bad.status).toBe(403);
    expect(bad.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a post from a disallowed origin with 403 and stores nothing', async () => {
    const before = h.service.store.count();
    const reply = await postJson(h.service, 'contact', contactPost(), { origin: 'https://evil.test' });
    expect(reply.status).toBe(403);
    expect(JSON.parse(reply.text)).toMatchObject({ error: 'forbidden-origin' });
    expect(h.service.store.count()).toBe(before);
  });

  it('takes posts from the site origin (always allowed) and answers with the CORS header', async () => {
    const reply = await postJson(h.service, 'contact', contactPost(), { origin: SITE });
    expect(reply.status).toBe(201);
    expect(reply.headers.get('access-control-allow-origin')).toBe(SITE);
  });

  it('answers 429 with Retry-After once a client passes its posts per minute', async () => {
    // the test above used one of the three
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 4; i += 1) {
      const reply = await postJson(h.service, 'contact', contactPost());
      statuses.push(reply.status);
      if (reply.status === 429) retryAfter = reply.headers.get('retry-after');
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect((await request(`${h.service.url}/health`)).status).toBe(200);
  });
});
