import { describe, expect, it } from 'vitest';
import {
  ALL_EVENTS,
  describeTarget,
  parseWebhookTargets,
  readWebhookConfig,
  redactUrl,
  WebhookConfigError,
} from '../../../scripts/content-server/webhooks/config.ts';
import { webhookPayload } from '../../../scripts/content-server/webhooks/payload.ts';

const SECRET = 'SUPERSECRET-value-1';
const TOKEN = 'TOKEN-value-2';

function configError(raw: unknown): string {
  try {
    parseWebhookTargets(raw, 'CMS_WEBHOOKS');
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookConfigError);
    const message = (error as Error).message;
    expect(message).not.toContain(SECRET);
    expect(message).not.toContain(TOKEN);
    return message;
  }
  throw new Error('expected a WebhookConfigError');
}

describe('webhook configuration', () => {
  it('reads a full target and fills the defaults', () => {
    const [full, minimal] = parseWebhookTargets(
      [
        {
          url: 'https://hooks.example.com/rebuild',
          events: ['entry.publish', 'media.create'],
          token: TOKEN,
          secret: SECRET,
          headers: { 'X-Site': 'corporate' },
          enabled: false,
        },
        { url: 'http://127.0.0.1:9000/' },
      ],
      'test',
    );
    expect(full).toEqual({
      url: 'https://hooks.example.com/rebuild',
      events: new Set(['entry.publish', 'media.create']),
      token: TOKEN,
      secret: SECRET,
      headers: { 'X-Site': 'corporate' },
      enabled: false,
    });
    expect(minimal).toEqual({ url: 'http://127.0.0.1:9000/', events: new Set(ALL_EVENTS), headers: {}, enabled: true });
    expect(ALL_EVENTS).toHaveLength(8);
  });

  it('names the target index and the field of every problem', () => {
    expect(configError({ url: 'https://x.example' })).toMatch(/CMS_WEBHOOKS: invalid webhook configuration\n {2}expected a JSON list/);
    expect(configError([{ url: 'ftp://x.example/' }])).toContain('target 0, field "url": must be an absolute http:// or https:// URL');
    expect(configError([{ url: 'https://ok.example' }, { url: 'not a url' }])).toContain('target 1, field "url": must be an absolute');
    expect(configError([{ url: 'https://user:pw@x.example' }])).toContain('target 0, field "url": must not contain credentials');
    expect(configError([{ events: [] }])).toContain('target 0: field "url" is required');
    const events = configError([{ url: 'https://x.example', events: ['entry.publish', 'entry.publsh'] }]);
    expect(events).toContain('target 0, field "events[1]": must be one of entry.create, entry.update');
    expect(configError([{ url: 'https://x.example', secrte: SECRET }])).toContain('target 0: unknown field "secrte"');
    expect(configError([{ url: 'https://x.example', enabled: 'yes' }])).toContain('target 0, field "enabled": must be true or false');
    expect(configError(['https://x.example'])).toContain('target 0: must be an object');
  });

  it('never shows tokens, secrets or header values in its messages', () => {
    expect(configError([{ url: 'ftp://x', secret: SECRET, token: TOKEN }])).toContain('field "url"');
    expect(configError([{ url: 'https://x.example', secret: '' }])).toContain('target 0, field "secret": must not be empty');
    expect(configError([{ url: 'https://x.example', token: `${TOKEN} x` }])).toContain('field "token": must not contain white space');
    expect(configError([{ url: 'https://x.example', token: 42 }])).toContain('field "token": must be a string');
    expect(configError([{ url: 'https://x.example', headers: { 'X-Key': `${SECRET}\n` } }])).toContain(
      'field "headers.X-Key": values must not contain control characters',
    );
    expect(configError([{ url: 'https://x.example', headers: { 'X-Key': 5 } }])).toContain('values must be strings');
  });

  it('keeps the headers the dispatcher sets out of a target’s headers', () => {
    expect(configError([{ url: 'https://x.example', headers: { 'X-Webhook-Signature': 'x' } }])).toContain('may not set');
    expect(configError([{ url: 'https://x.example', headers: { 'Content-Type': 'text/plain' } }])).toContain('may not set');
    expect(configError([{ url: 'https://x.example', headers: { 'Bad Name': 'x' } }])).toContain('must be valid header names');
    const both = configError([{ url: 'https://x.example', token: TOKEN, headers: { authorization: `Bearer ${TOKEN}` } }]);
    expect(both).toContain('target 0, field "headers": may not set Authorization when "token" is given');
    // without a token, an Authorization header of the target's own is fine
    expect(parseWebhookTargets([{ url: 'https://x.example', headers: { Authorization: 'Basic eA==' } }], 't')[0]?.headers).toEqual({
      Authorization: 'Basic eA==',
    });
  });

  it('reads CMS_WEBHOOKS or CMS_WEBHOOKS_FILE, not both; nothing set is no configuration', () => {
    const json = JSON.stringify([{ url: 'https://x.example/hook' }]);
    expect(readWebhookConfig({})).toBeUndefined();
    expect(readWebhookConfig({ CMS_WEBHOOKS: '  ', CMS_WEBHOOKS_FILE: '' })).toBeUndefined();
    expect(readWebhookConfig({ CMS_WEBHOOKS: json })?.targets).toHaveLength(1);
    const files: Record<string, string> = { '/etc/hooks.json': json };
    const readFile = (path: string): string => {
      const text = files[path];
      if (text === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      return text;
    };
    expect(readWebhookConfig({ CMS_WEBHOOKS_FILE: '/etc/hooks.json' }, readFile)).toMatchObject({
      source: 'CMS_WEBHOOKS_FILE (/etc/hooks.json)',
      targets: [{ url: 'https://x.example/hook' }],
    });
    expect(() => readWebhookConfig({ CMS_WEBHOOKS_FILE: '/nope.json' }, readFile)).toThrow(
      'CMS_WEBHOOKS_FILE (/nope.json): cannot read the file (ENOENT)',
    );
    expect(() => readWebhookConfig({ CMS_WEBHOOKS: json, CMS_WEBHOOKS_FILE: '/etc/hooks.json' }, readFile)).toThrow('both set');
  });

  it('reports broken JSON by position only (the text may hold a secret)', () => {
    const broken = `[{"url": "https://x.example", "secret": "${SECRET}" oops}]`;
    try {
      readWebhookConfig({ CMS_WEBHOOKS: broken });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(WebhookConfigError);
      expect((error as Error).message).toMatch(/^CMS_WEBHOOKS: not valid JSON/);
      expect((error as Error).message).not.toContain(SECRET);
    }
  });

  it('redacts credentials in URLs and describes targets without secrets', () => {
    expect(redactUrl('https://user:pw@x.example/a?token=abc&page=2&api_key=k')).toBe(
      'https://***@x.example/a?token=***&page=2&api_key=***',
    );
    expect(redactUrl('nonsense')).toBe('<invalid url>');
    const [target] = parseWebhookTargets(
      [{ url: 'https://x.example/h?sig=abc', secret: SECRET, token: TOKEN, events: ['entry.publish'] }],
      't',
    );
    const description = describeTarget(target!);
    expect(description).toBe('https://x.example/h?sig=*** (entry.publish; signed, bearer token)');
    expect(description).not.toContain(SECRET);
  });
});

describe('webhook payload', () => {
  const at = new Date('2026-01-10T08:47:36.649Z');

  it('sends entry events as Strapi v3: event, created_at, model, entry', () => {
    const payload = webhookPayload({ event: 'entry.update', model: 'product-page', entry: { id: '7', title: 'X' } }, at);
    expect(payload).toEqual({
      event: 'entry.update',
      created_at: '2026-01-10T08:47:36.649Z',
      model: 'product-page',
      entry: { id: '7', title: 'X' },
    });
    expect(Object.keys(payload)).toEqual(['event', 'created_at', 'model', 'entry']);
  });

  it('sends media events as Strapi v3: event, created_at, media (no model, no entry)', () => {
    const file = { id: '3', name: 'a.png', url: '/uploads/a.png', mime: 'image/png' };
    const payload = webhookPayload({ event: 'media.create', model: 'file', entry: file }, at);
    expect(payload).toEqual({ event: 'media.create', created_at: '2026-01-10T08:47:36.649Z', media: file });
  });

  it('strips private fields from users, also behind relations, and leaves the change untouched', () => {
    const entry = { id: '1', username: 'a', password: 'h', resetPasswordToken: 'r', confirmationToken: 'c', role: { id: '2' } };
    const user = webhookPayload({ event: 'entry.create', model: 'user', entry }, at);
    expect(user).toMatchObject({ model: 'user', entry: { id: '1', username: 'a', role: { id: '2' } } });
    expect(JSON.stringify(user)).not.toMatch(/password|Token/);
    expect(entry.password).toBe('h');
    const page = webhookPayload(
      { event: 'entry.update', model: 'page', entry: { id: '9', author: { ...entry }, editors: [{ ...entry }] } },
      at,
    );
    expect(JSON.stringify(page)).not.toMatch(/password|Token/);
    expect(page).toMatchObject({ entry: { author: { username: 'a' }, editors: [{ username: 'a' }] } });
  });
});
