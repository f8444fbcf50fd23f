/** Open positions (job widget); the job widget's configuration and polling. (The form blocks: forms.test.ts.) */
import { getContainerRenderer } from '@astrojs/preact/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JobWidgetConfigError, jobWidgetConfig } from '../../../src/embeds/job-widget.ts';
import { pollFor } from '../../../src/islands/parts/poll.ts';
import { siteConfig } from '../../../src/site.config.ts';
import { text } from './helpers.ts';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

async function render(path: string, props: Record<string, unknown>): Promise<string> {
  const { default: Component } = await import(path);
  return container.renderToString(Component, { props: { index: 2, ...props } });
}

const positions = {
  __typename: 'ComponentContentOpenPositions',
  id: '9',
  anchorId: 'positions',
  headline: text('Offene Stellen', 'Open positions'),
  widgetId: 'main-list',
};

describe('jobWidgetConfig', () => {
  it('has no script without JOB_WIDGET_SCRIPT_URL, and the careers site of the configuration', () => {
    expect(jobWidgetConfig({})).toEqual({ scriptUrl: null, careersUrl: siteConfig.careersUrl });
    expect(jobWidgetConfig({ JOB_WIDGET_SCRIPT_URL: '  ' }).scriptUrl).toBeNull();
  });

  it('takes an https URL and refuses anything else with a clear error', () => {
    expect(jobWidgetConfig({ JOB_WIDGET_SCRIPT_URL: 'https://jobs.example/widget.js' }).scriptUrl).toBe('https://jobs.example/widget.js');
    expect(() => jobWidgetConfig({ JOB_WIDGET_SCRIPT_URL: 'http://jobs.example/widget.js' })).toThrow(JobWidgetConfigError);
    expect(() => jobWidgetConfig({ JOB_WIDGET_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(/https URL/);
    expect(() => jobWidgetConfig({ JOB_WIDGET_SCRIPT_URL: 'widget.js' })).toThrow(/not a URL/);
    expect(() => jobWidgetConfig({ JOB_WIDGET_SCRIPT_URL: 'https://user:pw@jobs.example/w.js' })).toThrow(JobWidgetConfigError);
  });
});

describe('OpenPositions block', () => {
  it('without a configured widget: the headline and the link to the careers site, no script, no island', async () => {
    vi.stubEnv('JOB_WIDGET_SCRIPT_URL', '');
    const html = await render('../../../src/blocks/OpenPositions.astro', { block: positions, locale: 'de' });
    expect(html).toMatch(/<section[^>]*id="positions"/);
    expect(html).toMatch(/<h2[^>]*>Offene Stellen<\/h2>/);
    expect(html).toContain(`href="${siteConfig.careersUrl}"`);
    expect(html).toContain('Alle offenen Stellen auf unserer Karriereseite');
    expect(html).not.toContain('astro-island');
  });

  it('with a widget: its mount element and the loader island, hydrated when visible, with the link in its server HTML', async () => {
    vi.stubEnv('JOB_WIDGET_SCRIPT_URL', 'https://jobs.example/widget.js');
    const html = await render('../../../src/blocks/OpenPositions.astro', { block: positions, locale: 'en' });
    expect(html).toMatch(/<div class="job-widget"[^>]*id="job-widget-9"[^>]*data-widget-id="main-list"/);
    expect(html).toMatch(/<astro-island[^>]*client="visible"/);
    expect(html).toContain('https://jobs.example/widget.js');
    expect(html).toMatch(
      /<a href="https:\/\/careers\.vantoro\.example\/" class="job-widget-link">All open positions on our careers site<\/a>/,
    );
    expect(html).not.toMatch(/<script[^>]*src="https:\/\/jobs\.example/);
  });

  it('without a widget id: a content problem, the link only', async () => {
    vi.stubEnv('JOB_WIDGET_SCRIPT_URL', 'https://jobs.example/widget.js');
    vi.stubEnv('STRICT_CONTENT', '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = await render('../../../src/blocks/OpenPositions.astro', { block: { ...positions, widgetId: ' ' }, locale: 'en' });
    expect(html).not.toContain('astro-island');
    expect(html).toContain('job-widget-link');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('open positions 9: no widgetId'));
  });
});

describe('pollFor', () => {
  it('checks every interval and gives up after the last attempt', async () => {
    vi.useFakeTimers();
    const check = vi.fn(() => false);
    const result = pollFor(check, { intervalMs: 1000, attempts: 3 });
    await vi.advanceTimersByTimeAsync(999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(check).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBe(false);
    vi.useRealTimers();
  });

  it('resolves true at the first attempt that finds it, and false when aborted', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const found = pollFor(() => ++calls === 2, { intervalMs: 1000, attempts: 3 });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(found).resolves.toBe(true);
    expect(calls).toBe(2);
    const controller = new AbortController();
    const aborted = pollFor(() => true, { intervalMs: 1000, attempts: 3 }, controller.signal);
    controller.abort();
    await expect(aborted).resolves.toBe(false);
    vi.useRealTimers();
  });
});
