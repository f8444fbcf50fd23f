import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactPost, investorPost, postForm, postJson, request, SITE, startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

describe('POST /submit/:form with JSON', () => {
  it('answers 201 { id } and stores exactly one row', async () => {
    const before = h.service.store.count();
    const post = contactPost({ firstName: 'Ada', lastName: 'Lovelace' });
    const reply = await postJson(h.service, 'contact', post);
    expect(reply.status).toBe(201);
    const { id } = JSON.parse(reply.text) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(h.service.store.count()).toBe(before + 1);
    const row = h.service.store.all().find((r) => r.id === id);
    expect(row).toMatchObject({
      form: 'contact',
      submissionId: post.submissionId,
      locale: 'en',
      page: '/en/contact/',
      recipient: 'sales',
      fields: { email: 'ada@example.com', message: 'Please send a quote.', firstName: 'Ada', lastName: 'Lovelace' },
    });
  });

  it('stores a repeated submissionId once and answers 200 with the same id', async () => {
    const post = contactPost();
    const first = await postJson(h.service, 'contact', post);
    const second = await postJson(h.service, 'contact', post);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(JSON.parse(second.text)).toEqual(JSON.parse(first.text));
    expect(h.service.store.all().filter((r) => r.submissionId === post.submissionId)).toHaveLength(1);
  });

  it('takes an investor signup', async () => {
    const reply = await postJson(h.service, 'investor', investorPost());
    expect(reply.status).toBe(201);
  });

  it('stores 50 concurrent valid posts as 50 rows', async () => {
    const before = h.service.store.count();
    const replies = await Promise.all(Array.from({ length: 50 }, () => postJson(h.service, 'contact', contactPost())));
    expect(replies.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect(new Set(replies.map((r) => r.text)).size).toBe(50);
    expect(h.service.store.count()).toBe(before + 50);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = h.service.store.count();
    const reply = await postJson(h.service, 'contact', contactPost({ website: 'http://spam.example' }));
    expect(reply.status).toBe(201);
    expect(JSON.parse(reply.text)).toHaveProperty('id');
    const tooFast = await postJson(h.service, 'contact', contactPost({ startedAt: Date.now() }));
    expect(tooFast.status).toBe(201);
    expect(h.service.store.count()).toBe(before);
  });

  it('answers 400 { errors } with UI keys per field', async () => {
    const before = h.service.store.count();
    const reply = await postJson(h.service, 'contact', contactPost({ email: 'not-an-email', message: '' }));
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.text)).toEqual({ errors: { email: 'form.error.email', message: 'form.error.required' } });
    expect(h.service.store.count()).toBe(before);
  });

  it('checks every contact field a post carries, and requires it when its switch makes it required', async () => {
    const unknownOption = await postJson(h.service, 'contact', contactPost({ requestType: 'freeLunch' }));
    expect(unknownOption.status).toBe(400);
    expect(JSON.parse(unknownOption.text)).toEqual({ errors: { requestType: 'form.error.invalidOption' } });
    const emptyName = await postJson(h.service, 'contact', contactPost({ firstName: '' }));
    expect(JSON.parse(emptyName.text)).toEqual({ errors: { firstName: 'form.error.required' } });
    const unknownField = await postJson(h.service, 'contact', contactPost({ isAdmin: 'yes' }));
    expect(unknownField.status).toBe(201);
    const row = h.service.store.all().find((r) => r.id === (JSON.parse(unknownField.text) as { id: string }).id);
    expect(row?.fields).not.toHaveProperty('isAdmin');
  });

  it('requires the China consent on cn', async () => {
    const reply = await postJson(h.service, 'contact', contactPost({ locale: 'cn', page: '/cn/contact/' }));
    expect(JSON.parse(reply.text)).toEqual({ errors: { chinaConsent: 'form.error.consentRequired' } });
  });
});

describe('POST /submit/:form without JavaScript (urlencoded)', () => {
  it('answers 303 to the thank-you page of the locale', async () => {
    const de = await postForm(h.service, 'contact', contactPost({ locale: 'de', page: '/de/kontakt/' }));
    expect(de.status).toBe(303);
    expect(de.headers.get('location')).toBe(`${SITE}/de/danke/kontakt/`);
    const en = await postForm(h.service, 'investor', investorPost({ newsService: 'on' }));
    expect(en.headers.get('location')).toBe(`${SITE}/en/thank-you/investors/`);
  });

  it('accepts the static form as it is posted without JavaScript: no submission id, no start time', async () => {
    const post: Record<string, string> = {
      ...contactPost({ locale: 'de', page: '/de/kontakt/', email: 'nojs@example.com' }),
      submissionId: '',
      startedAt: '',
    };
    const before = h.service.store.count();
    const reply = await postForm(h.service, 'contact', post);
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe(`${SITE}/de/danke/kontakt/`);
    expect(h.service.store.count()).toBe(before + 1);
    const row = h.service.store.all().find((r) => r.fields.email === 'nojs@example.com');
    expect(row?.submissionId).toMatch(/^[0-9a-f-]{36}$/);
    // the honeypot still guards it
    const spam = await postForm(h.service, 'contact', { ...post, email: 'bot@example.com', website: 'http://spam.example' });
    expect(spam.status).toBe(303);
    expect(h.service.store.all().some((r) => r.fields.email === 'bot@example.com')).toBe(false);
  });

  it('answers a honeypot post with the same 303 and stores nothing', async () => {
    const before = h.service.store.count();
    const reply = await postForm(h.service, 'contact', contactPost({ website: 'x' }));
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe(`${SITE}/en/thank-you/contact/`);
    expect(h.service.store.count()).toBe(before);
  });

  it('answers 400 with a localised HTML page listing the errors and a back link', async () => {
    const reply = await postForm(h.service, 'contact', contactPost({ locale: 'de', page: '/de/kontakt/', email: '' }));
    expect(reply.status).toBe(400);
    expect(reply.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(reply.text).toContain('<html lang="de">');
    expect(reply.text).toContain('Bitte füllen Sie dieses Feld aus.');
    expect(reply.text).toContain(`href="${SITE}/de/kontakt/"`);
  });
});

describe('routing', () => {
  it('answers /health, 404 and 405', async () => {
    expect((await request(`${h.service.url}/health`)).status).toBe(200);
    expect((await request(`${h.service.url}/nope`)).status).toBe(404);
    expect((await postJson(h.service, 'unknown', contactPost())).status).toBe(404);
    const get = await request(`${h.service.url}/submit/contact`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
  });
});
