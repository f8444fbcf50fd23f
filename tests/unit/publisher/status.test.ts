import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BuildLog,
  describeTrigger,
  publicStatus,
  relativePaths,
  statusHtml,
  type StatusSnapshot,
} from '../../../scripts/publisher/status.ts';
import type { AcceptedChange } from '../../../scripts/publisher/webhook.ts';

const change = (entryId: string | null, event = 'entry.update', model = 'product-page'): AcceptedChange => ({
  event,
  model,
  entryId,
  createdAt: '2024-01-10T09:00:00.000Z',
  deliveryId: null,
});

function snapshot(overrides: Partial<StatusSnapshot> = {}): StatusSnapshot {
  return {
    service: 'publisher',
    now: '2024-01-10T09:00:00.000Z',
    live: { url: 'http://127.0.0.1:4400', release: null, startup: null },
    preview: null,
    webhooks: { accepted: 0, refused: 0, queued: 0 },
    building: false,
    searching: false,
    builds: [],
    ...overrides,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('describeTrigger', () => {
  it('names the startup build, one change, and a batch', () => {
    expect(describeTrigger([])).toBe('startup');
    expect(describeTrigger([change('1')])).toBe('entry.update product-page #1');
    expect(describeTrigger([change(null, 'media.create', 'file')])).toBe('media.create file');
    expect(describeTrigger([change('1'), ...Array.from({ length: 49 }, (_, i) => change(String(i + 2)))])).toBe(
      'entry.update product-page #1 + 49 more',
    );
  });
});

describe('BuildLog', () => {
  it('keeps the 50 newest records, newest first', () => {
    const log = new BuildLog();
    for (let i = 0; i < 60; i++) log.start('live', `build ${i}`, 1);
    const list = log.list();
    expect(list).toHaveLength(50);
    expect(list[0]).toMatchObject({ id: 60, trigger: 'build 59', outcome: 'running', finishedAt: null, durationMs: null });
    expect(list.at(-1)!.id).toBe(11);
  });

  it('finish sets the outcome, the finish time and the duration', () => {
    vi.useFakeTimers({ now: Date.UTC(2024, 0, 10, 9, 0, 0) });
    const log = new BuildLog();
    const record = log.start('preview', 'startup', 0);
    vi.advanceTimersByTime(2500);
    log.finish(record, { outcome: 'published', mode: 'incremental', rendered: 3, changed: 1, kept: 40, latencyMs: 3000 });
    expect(log.list()[0]).toMatchObject({
      target: 'preview',
      startedAt: '2024-01-10T09:00:00.000Z',
      finishedAt: '2024-01-10T09:00:02.500Z',
      durationMs: 2500,
      outcome: 'published',
      rendered: 3,
      kept: 40,
    });
  });

  it('list() returns copies', () => {
    const log = new BuildLog();
    log.start('live', 'startup', 0);
    log.list()[0]!.outcome = 'failed';
    expect(log.list()[0]!.outcome).toBe('running');
  });
});

describe('statusHtml', () => {
  it('escapes trigger and error text', () => {
    const log = new BuildLog();
    const record = log.start('live', describeTrigger([change('<img src=x onerror=alert(1)>')]), 1);
    log.finish(record, { outcome: 'failed', error: 'Cannot fetch "<script>alert(1)</script>" & more' });
    const html = statusHtml(snapshot({ builds: log.list() }));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('&#34;');
    expect(html).toContain('&#38; more');
    expect(html).toContain('<tr class="failed">');
  });

  it('shows the releases and the empty state', () => {
    const html = statusHtml(
      snapshot({
        live: { url: 'http://127.0.0.1:4400', release: '20240110-090000000-000001-1', startup: null },
        preview: { url: 'http://127.0.0.1:4401', release: null },
        building: true,
      }),
    );
    expect(html).toContain('20240110-090000000-000001-1');
    expect(html).toContain('preview: <a href="http://127.0.0.1:4401">not built yet</a>');
    expect(html).toContain('No builds yet.');
    expect(html).toContain('a build is running');
    expect(html).not.toMatch(/<script|<link/);
  });

  it('names how the live site was taken up: the folder adopted, or a full build and why (the why only with the token)', () => {
    const at = '2024-01-10T09:00:00.000Z';
    const adopted = snapshot({
      live: { url: 'http://127.0.0.1:4400', release: 'b', startup: { how: 'adopted', release: 'b', why: null, at } },
    });
    expect(statusHtml(adopted)).toContain('adopted b');
    const full = snapshot({
      live: {
        url: 'http://127.0.0.1:4400',
        release: 'a',
        startup: { how: 'full build', release: 'a', why: 'the state file is unreadable', at },
      },
      searching: true,
    });
    expect(statusHtml(full)).toContain('full build: the state file is unreadable');
    expect(statusHtml(full)).toContain('the search index follows');
    const shown = publicStatus(full);
    expect(shown.live.startup).toEqual({ how: 'full build', release: 'a', at });
    expect(statusHtml(shown)).not.toContain('unreadable');
  });
});

describe('relativePaths', () => {
  const folders = [
    { dir: '/srv/site', label: '' },
    { dir: '/var/lib/publisher', label: '$PUBLISHER_DIR' },
  ];
  it('writes paths under the project and the working folder relative, and leaves other names alone', () => {
    expect(relativePaths("ENOENT: open '/srv/site/src/site.config.ts'", folders)).toBe("ENOENT: open 'src/site.config.ts'");
    expect(relativePaths('cannot write /var/lib/publisher/live/r-3/index.html', folders)).toBe(
      'cannot write $PUBLISHER_DIR/live/r-3/index.html',
    );
    expect(relativePaths('cwd /srv/site, old /srv/site-old/x, /srv/sitemap', folders)).toBe('cwd ., old /srv/site-old/x, /srv/sitemap');
    expect(relativePaths('in /var/lib/publisher.', folders)).toBe('in $PUBLISHER_DIR.');
  });
});

describe('publicStatus', () => {
  it('keeps outcomes and timings, drops triggers, errors, reasons, memory and the addresses', () => {
    const log = new BuildLog();
    const record = log.start('live', 'entry.update product-page #7', 1);
    log.finish(record, { outcome: 'failed', error: 'cannot read /srv/site/x', reason: 'chrome changed', peakRssMb: 300 });
    const shown = publicStatus(snapshot({ builds: log.list(), preview: { url: 'http://10.0.0.5:4401', release: 'r-2' } }));
    expect(shown).toMatchObject({ access: 'public', live: { release: null }, preview: { release: 'r-2' } });
    expect(JSON.stringify(shown)).not.toMatch(/product-page|cannot read|chrome changed|10\.0\.0\.5|127\.0\.0\.1|peakRssMb/);
    expect(shown.builds[0]).toMatchObject({ id: 1, outcome: 'failed', durationMs: expect.any(Number) });
    expect(statusHtml(shown)).not.toMatch(/product-page|cannot read|chrome changed|href=/);
  });
});
