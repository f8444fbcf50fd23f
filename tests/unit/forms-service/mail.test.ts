import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCsv } from '../../../scripts/forms/export.ts';
import { OUTBOX_DIR } from '../../../scripts/forms/mailer.ts';
import { contactPost, investorPost, newsletterPost, postJson, request, SITE, startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

const outbox = (): string[] => {
  try {
    return readdirSync(join(h.dataDir, OUTBOX_DIR)).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
};
const readMail = (name: string): string => readFileSync(join(h.dataDir, OUTBOX_DIR, name), 'utf8');
const newest = (before: readonly string[]): string[] => outbox().filter((name) => !before.includes(name));

/** The body of an .eml with soft line breaks and =XX escapes of quoted-printable undone. */
function decoded(eml: string): string {
  return eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe('notifications', () => {
  it('writes an .eml for a contact post to the recipient of its routing key', async () => {
    const before = outbox();
    const reply = await postJson(h.service, 'contact', contactPost({ recipient: 'sales', email: 'buyer@example.com' }));
    await h.service.idle();
    const added = newest(before);
    expect(added).toHaveLength(1);
    const mail = readMail(added[0] ?? '');
    expect(mail).toMatch(/^To: sales@site\.test$/m);
    expect(mail).toMatch(/^Reply-To: buyer@example\.com$/m);
    expect(decoded(mail)).toContain(`id: ${(JSON.parse(reply.text) as { id: string }).id}`);
  });

  it('sends unknown recipient keys to the default address and investor posts to ir', async () => {
    const before = outbox();
    await postJson(h.service, 'contact', contactPost({ recipient: 'nobody' }));
    await postJson(h.service, 'investor', investorPost());
    await h.service.idle();
    const mails = newest(before).map(readMail);
    expect(mails.some((m) => /^To: info@site\.test$/m.test(m))).toBe(true);
    expect(mails.some((m) => /^To: ir@site\.test$/m.test(m))).toBe(true);
  });

  it('sends a block recipient that is an address of the company’s domains to that address, any other address to the default', async () => {
    const before = outbox();
    await postJson(h.service, 'contact', contactPost({ recipient: 'training@site.test', email: 'trainee@example.com' }));
    await postJson(h.service, 'contact', contactPost({ recipient: 'attacker@evil.example', email: 'other@example.com' }));
    await h.service.idle();
    const mails = newest(before).map(readMail);
    expect(mails.find((m) => m.includes('trainee@example.com'))).toMatch(/^To: training@site\.test$/m);
    expect(mails.find((m) => m.includes('other@example.com'))).toMatch(/^To: info@site\.test$/m);
  });

  it('turns the contact form’s newsletter box into a newsletter signup awaiting confirmation, once', async () => {
    const before = outbox();
    const post = contactPost({ email: 'curious@example.com', newsletter: true });
    expect((await postJson(h.service, 'contact', post)).status).toBe(201);
    expect((await postJson(h.service, 'contact', post)).status).toBe(200);
    await h.service.idle();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await h.service.idle();
    const signups = h.service.store.all().filter((r) => r.form === 'newsletter' && r.fields.email === 'curious@example.com');
    expect(signups).toHaveLength(1);
    expect(signups[0]?.confirmedAt).toBeNull();
    const mails = newest(before).map((name) => decoded(readMail(name)));
    expect(mails.filter((m) => /^To: curious@example\.com$/m.test(m) && m.includes('/confirm?token='))).toHaveLength(1);
    expect(exportCsv({ form: 'newsletter', dataDir: h.dataDir }).csv).not.toContain('curious@example.com');
  });

  it('sends nothing for a repeated submissionId', async () => {
    const post = contactPost();
    await postJson(h.service, 'contact', post);
    await h.service.idle();
    const before = outbox();
    expect((await postJson(h.service, 'contact', post)).status).toBe(200);
    await h.service.idle();
    expect(newest(before)).toHaveLength(0);
  });
});

describe('newsletter double opt-in', () => {
  it('mails a confirmation link; the row is exported only once confirmed; the link works once', async () => {
    const before = outbox();
    const reply = await postJson(h.service, 'newsletter', newsletterPost({ email: 'reader@example.com' }));
    expect(reply.status).toBe(201);
    await h.service.idle();
    const added = newest(before);
    expect(added).toHaveLength(1);
    const mail = decoded(readMail(added[0] ?? ''));
    expect(mail).toMatch(/^To: reader@example\.com$/m);
    const link = /(http:\/\/\S+\/confirm\?token=[A-Za-z0-9_-]+&lang=de)/.exec(mail)?.[1];
    expect(link).toBeDefined();
    const token = new URL(link ?? '').searchParams.get('token') ?? '';
    expect(JSON.stringify(h.service.store.all())).not.toContain(token);

    expect(exportCsv({ form: 'newsletter', dataDir: h.dataDir }).rows).toBe(0);
    const confirmUrl = `${h.service.url}/confirm?token=${token}&lang=de`;
    const first = await request(confirmUrl);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(`${SITE}/de/danke/newsletter-bestaetigt/`);
    const exported = exportCsv({ form: 'newsletter', dataDir: h.dataDir });
    expect(exported.rows).toBe(1);
    expect(exported.csv).toContain('reader@example.com');

    // A second click says confirmed again and changes nothing (one row, exported once).
    const second = await request(confirmUrl);
    expect(second.status).toBe(303);
    expect(second.headers.get('location')).toBe(`${SITE}/de/danke/newsletter-bestaetigt/`);
    expect(exportCsv({ form: 'newsletter', dataDir: h.dataDir }).rows).toBe(1);
  });

  it('spends an expired link: it leads to the link-invalid page and confirms nothing', async () => {
    const post = newsletterPost({ email: 'late@example.com', locale: 'de', page: '/de/' });
    expect((await postJson(h.service, 'newsletter', post)).status).toBe(201);
    const row = h.service.store.all().find((r) => r.fields.email === 'late@example.com');
    expect(row).toBeDefined();
    await h.service.idle();
    const mail = decoded(readMail(newest([]).find((name) => decoded(readMail(name)).includes('late@example.com')) ?? ''));
    const token = /confirm\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
    expect(h.service.store.confirm(token, Date.now() + 49 * 60 * 60 * 1000)).toEqual({ ok: false, locale: 'de' });
    const reply = await request(`${h.service.url}/confirm?token=${token}&lang=de`);
    expect(reply.headers.get('location')).toBe(`${SITE}/de/danke/link-ungueltig/`);
    expect(exportCsv({ form: 'newsletter', dataDir: h.dataDir }).csv).not.toContain('late@example.com');
  });

  it('redirects an unknown token to the link-invalid page (English without a language)', async () => {
    const reply = await request(`${h.service.url}/confirm?token=nope`);
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe(`${SITE}/en/thank-you/link-invalid/`);
    expect((await request(`${h.service.url}/confirm`)).headers.get('location')).toBe(`${SITE}/en/thank-you/link-invalid/`);
  });

  it('refuses an expired token', () => {
    const store = h.service.store;
    const inserted = store.insert(
      {
        form: 'newsletter',
        submissionId: crypto.randomUUID(),
        locale: 'jp',
        page: '/jp/newsletter/',
        recipient: null,
        startedAt: 0,
        fields: { email: 'late@example.com' },
      },
      Date.now() - 49 * 60 * 60 * 1000,
    );
    expect(store.confirm(inserted.confirmToken ?? '')).toEqual({ ok: false, locale: 'jp' });
    expect(store.list('newsletter').map((row) => row.id)).not.toContain(inserted.id);
  });

  it('answers an urlencoded signup with 303 to the newsletter thank-you page', async () => {
    const params = new URLSearchParams(
      Object.entries(newsletterPost({ locale: 'en', page: '/en/newsletter/' })).map(([k, v]) => [k, String(v)]),
    );
    const reply = await request(`${h.service.url}/submit/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: params.toString(),
    });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe(`${SITE}/en/thank-you/newsletter/`);
  });
});
