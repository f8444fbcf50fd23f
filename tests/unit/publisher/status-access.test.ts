/**
 * Who sees what on the publisher's /status: anyone whether the sites are up, their releases, the builds'
 * outcomes and timings; only with the webhook token (Authorization: Bearer <PUBLISHER_TOKEN>) what
 * triggered a build and why it failed — and never an absolute path of the machine, even then.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../scripts/lib/paths.ts';
import { startPublisher, type RunningPublisher } from '../../../scripts/publisher/service.ts';
import { SECURITY_HEADERS } from '../../../src/security/headers.ts';
import { fakeBuild } from './fake-build.ts';

const TOKEN = 'tok_status_test';
let dir: string;
let publisher: RunningPublisher | undefined;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'publisher-status-'));
});
afterEach(async () => {
  await publisher?.close();
  publisher = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** A publisher whose second build failed, naming a file of the project and one of its working folder. */
async function failedBuild(): Promise<{ p: RunningPublisher; work: string }> {
  const fake = fakeBuild(dir);
  const work = path.join(dir, 'work');
  const p = await startPublisher({
    dir: work,
    port: 0,
    auth: { token: TOKEN },
    env: fake.env,
    quietMs: 20,
    maxWaitMs: 200,
    buildOnStart: true,
    buildScript: fake.script,
  });
  publisher = p;
  await p.idle();
  fake.set({
    mode: 'fail',
    reason: `cannot read ${path.join(projectRoot, 'src', 'site.config.ts')} nor ${path.join(work, 'cache', 'index.json')}`,
  });
  const hook = await fetch(`${p.url}/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ event: 'entry.update', created_at: '2024-01-10T09:00:00.000Z', model: 'product-page', entry: { id: 7 } }),
  });
  expect(hook.status).toBe(202);
  await p.idle();
  return { p, work };
}

const asOps = { authorization: `Bearer ${TOKEN}` };

describe('/status: what anyone sees', () => {
  it('JSON: the sites, their releases, the builds’ outcomes and timings; no trigger, error, reason or path', async () => {
    const { p, work } = await failedBuild();
    const response = await fetch(`${p.url}/status.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), name).toBe(value);
    const text = await response.text();
    const status = JSON.parse(text) as Record<string, unknown> & { builds: Array<Record<string, unknown>> };
    expect(status).toMatchObject({ service: 'publisher', access: 'public', building: false, live: { release: expect.any(String) } });
    expect(status.builds.map((build) => build.outcome)).toEqual(['failed', 'published']);
    expect(status.builds[0]).toMatchObject({ id: 2, target: 'live', durationMs: expect.any(Number), finishedAt: expect.any(String) });
    for (const hidden of ['trigger', 'error', 'reason', 'searchError', 'peakRssMb'])
      expect(status.builds[0], hidden).not.toHaveProperty(hidden);
    for (const secret of [projectRoot, work, dir, 'cannot read', 'product-page #7']) expect(text).not.toContain(secret);
  });

  it('HTML: the same, and how to see more', async () => {
    const { p, work } = await failedBuild();
    const html = await (await fetch(`${p.url}/status`)).text();
    expect(html).toContain('<h1>Publisher status</h1>');
    expect(html).toContain('failed');
    expect(html).toContain('Authorization: Bearer');
    for (const secret of [projectRoot, work, 'cannot read', 'product-page #7']) expect(html).not.toContain(secret);
  });

  it('a wrong token is told so: 401, not the public view', async () => {
    const { p } = await failedBuild();
    for (const authorization of ['Bearer wrong', 'Basic eDp5']) {
      const response = await fetch(`${p.url}/status.json`, { headers: { authorization } });
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(await response.text()).not.toContain('"builds"');
    }
  });
});

describe('/status with the webhook token', () => {
  it('shows the trigger and why a build failed, with the paths relative to the project', async () => {
    const { p, work } = await failedBuild();
    const text = await (await fetch(`${p.url}/status.json`, { headers: asOps })).text();
    const status = JSON.parse(text) as { access: string; builds: Array<Record<string, unknown>> };
    expect(status.access).toBe('full');
    expect(status.builds[0]).toMatchObject({
      trigger: 'entry.update product-page #7',
      error: 'cannot read src/site.config.ts nor $PUBLISHER_DIR/cache/index.json',
    });
    expect(text).not.toContain(projectRoot);
    expect(text).not.toContain(work);
    const html = await (await fetch(`${p.url}/status`, { headers: asOps })).text();
    expect(html).toContain('failed: cannot read src/site.config.ts nor $PUBLISHER_DIR/cache/index.json');
    expect(html).toContain('entry.update product-page #7');
  });
});
