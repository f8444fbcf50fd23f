/** Tab group block: the server-rendered (no JavaScript) form, ids, colours; the tab keys. */
import { getContainerRenderer } from '@astrojs/preact/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { beforeAll, describe, expect, it } from 'vitest';
import { tabViews } from '../../../src/blocks/tabs.ts';
import { nextTabIndex } from '../../../src/islands/parts/tab-keys.ts';
import { text } from './helpers.ts';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
});

const block = {
  __typename: 'ComponentContentTabGroup' as const,
  id: '7',
  anchorId: 'services',
  backgroundColor: 'lightblue' as const,
  headline: text('Leistungen', 'Services', 'サービス'),
  tabs: [
    {
      id: 't1',
      headline: text('Wartung', 'Maintenance', '保守'),
      content: text('Plan.', 'Scheduled.<img src=x onerror=alert(1)>', '計画的。'),
    },
    { id: 't2', headline: text('Upgrades', 'Upgrades'), content: text(null, 'New **modules**.') },
    { id: 't3', headline: text(null, null), content: text('x', 'x') },
    { id: 't4', headline: text('Wartung', 'Maintenance', '保守'), content: text('Zwei.', 'Two.', '二。') },
  ],
};

async function render(locale: string, props: Record<string, unknown> = {}): Promise<string> {
  const { default: TabGroup } = await import('../../../src/blocks/TabGroup.astro');
  return container.renderToString(TabGroup, { props: { block, locale, index: 3, ...props } });
}

describe('TabGroup block', () => {
  it('renders every tab with content as a stacked section under its headline (the form without JavaScript)', async () => {
    const html = await render('jp');
    expect(html).toMatch(/<section[^>]*id="services"/);
    expect(html).toMatch(/<h2[^>]*id="tabs-7-headline"[^>]*>サービス<\/h2>/);
    expect(html.match(/class="tab-panel"/g)).toHaveLength(3);
    expect(html).toMatch(/<h3 id="tabs-7-保守-heading" class="tab-heading">保守<\/h3>/);
    expect(html).toMatch(/<h3 id="tabs-7-upgrades-heading" lang="en" class="tab-heading">Upgrades<\/h3>/);
    expect(html).toContain('id="tabs-7-保守-2"');
    expect(html).toContain('<strong>modules</strong>');
    expect(html).not.toContain('role="tablist"');
    expect(html).not.toMatch(/hidden/);
  });

  it('hydrates on load (before the visitor reaches it: no layout shift) and sanitises the tab texts', async () => {
    const html = await render('en');
    expect(html).toMatch(/<astro-island[^>]*client="load"/);
    expect(html).not.toContain('onerror');
    expect(html).toContain('surface--lightblue');
    expect(html).toContain('font--white');
  });

  it('renders nothing without a tab that has headline and content', async () => {
    const html = await render('en', { block: { ...block, tabs: [block.tabs[2]] } });
    expect(html.trim()).toBe('');
  });
});

describe('tabViews', () => {
  it('keeps tabs with headline and content, ids unique within the group', () => {
    const views = tabViews('g', block.tabs, (value) => (value?.english ? { text: value.english, lang: 'en' } : null));
    expect(views.map((view) => view.id)).toEqual(['g-maintenance', 'g-upgrades', 'g-maintenance-2']);
  });
});

describe('nextTabIndex', () => {
  it('moves with the arrows (wrapping), Home and End; other keys are not handled', () => {
    expect(nextTabIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
    expect(nextTabIndex('Enter', 1, 3)).toBeNull();
    expect(nextTabIndex('ArrowDown', 1, 3)).toBeNull();
  });
});
