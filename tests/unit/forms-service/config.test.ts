import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FormsConfigError, readFormsConfig } from '../../../scripts/forms/config.ts';

describe('configuration from the environment', () => {
  it('has defaults', () => {
    const config = readFormsConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8788,
      siteUrl: 'http://localhost:4321',
      publicUrl: 'http://127.0.0.1:8788',
      smtpUrl: null,
      rateLimit: 10,
      trustProxy: false,
    });
    expect(config.dataDir).toMatch(/\.forms$/);
    expect([...config.allowedOrigins]).toEqual(['http://localhost:4321']);
  });

  it('reads every variable', () => {
    const config = readFormsConfig({
      FORMS_HOST: '0.0.0.0',
      FORMS_PORT: '9000',
      SITE_URL: 'https://www.site.test/',
      FORMS_ALLOWED_ORIGINS: 'https://preview.site.test, https://staging.site.test/',
      FORMS_PUBLIC_URL: 'https://forms.site.test/',
      SMTP_URL: 'smtp://user:pass@mail.site.test:587',
      FORMS_DEFAULT_RECIPIENT: 'info@site.test',
      FORMS_RECIPIENTS: '{"sales":"sales@site.test"}',
      FORMS_RATE_LIMIT: '20',
      FORMS_TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      siteUrl: 'https://www.site.test',
      publicUrl: 'https://forms.site.test',
      rateLimit: 20,
      trustProxy: true,
    });
    expect([...config.allowedOrigins]).toEqual(['https://www.site.test', 'https://preview.site.test', 'https://staging.site.test']);
    expect(config.recipients).toEqual({ sales: 'sales@site.test' });
  });

  it.each([
    [{ FORMS_PORT: '80a' }, /FORMS_PORT/],
    [{ FORMS_PORT: '70000' }, /FORMS_PORT/],
    [{ SITE_URL: 'not a url' }, /SITE_URL/],
    [{ FORMS_ALLOWED_ORIGINS: 'ftp://x' }, /FORMS_ALLOWED_ORIGINS/],
    [{ FORMS_RECIPIENTS: '[1]' }, /FORMS_RECIPIENTS/],
    [{ FORMS_RECIPIENTS: '{"sales":"nope"}' }, /FORMS_RECIPIENTS\.sales/],
    [{ FORMS_RATE_LIMIT: '0' }, /FORMS_RATE_LIMIT/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ SMTP_URL: 'smtp://mail' }, /FORMS_DEFAULT_RECIPIENT/],
  ])('rejects %o', (env, message) => {
    expect(() => readFormsConfig(env)).toThrow(FormsConfigError);
    expect(() => readFormsConfig(env)).toThrow(message);
  });

  it('npm run forms stops with a clear error and exit code 1', () => {
    const cli = fileURLToPath(new URL('../../../scripts/forms/cli.ts', import.meta.url));
    const run = spawnSync(process.execPath, [cli], { env: { ...process.env, FORMS_PORT: 'eighty' }, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('[forms] FORMS_PORT: expected a whole number from 0 to 65535, got "eighty"');
  });
});
