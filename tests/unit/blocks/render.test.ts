/** Renders block components with Astro's Container API and checks the HTML they produce. */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { text } from './helpers.ts';
import BlockList from '../../../src/blocks/BlockList.astro';
import TileGrid from '../../../src/blocks/TileGrid.astro';
import Localized from '../../../src/components/Localized.astro';
import { localsFor } from '../site/fixture.ts';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

function tile(id: string, order: number | null, label: string) {
  return {
    id,
    order,
    backendLabel: null,
    Label: text(label, label),
    Content: null,
    Link: null,
    CTAButtonLabel: null,
    size: null,
    BackgroundImage: null,
    backgroundColor: null,
    showArrow: null,
    customCssClass: null,
    fontColor: null,
  };
}

describe('Localized', () => {
  it('marks the language only when it differs from the page', async () => {
    const same = await container.renderToString(Localized, { props: { value: { text: 'Hallo', lang: 'de' }, locale: 'de', as: 'p' } });
    expect(same).toBe('<p>Hallo</p>');
    const fallback = await container.renderToString(Localized, { props: { value: { text: 'Hello', lang: 'en' }, locale: 'jp' } });
    expect(fallback).toBe('<span lang="en">Hello</span>');
    expect(await container.renderToString(Localized, { props: { value: null, locale: 'jp' } })).toBe('');
  });
});

describe('TileGrid', () => {
  it('renders the tiles by order with their labels as headings', async () => {
    const html = await container.renderToString(TileGrid, {
      props: { tiles: [tile('1', 3, 'Third'), tile('2', 1, 'First'), null, tile('3', 2, 'Second')], locale: 'en', label: 'Highlights' },
      locals: localsFor(),
    });
    const labels = [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((match) => match[1]);
    expect(labels).toEqual(['First', 'Second', 'Third']);
    expect(html).toContain('aria-label="Highlights"');
  });
});

describe('BlockList', () => {
  it('renders known blocks in order, English marked in a Japanese page, and skips unknown ones', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = await container.renderToString(BlockList, {
      props: {
        locale: 'jp',
        page: 'test page',
        blocks: [
          { __typename: 'ComponentContentTextarea', id: '1', anchorId: 'intro', german: 'Hallo', english: 'Hello **world**' },
          { __typename: 'ComponentFormsSomethingNew', id: '2' },
          { __typename: 'ComponentContentTextareaAllLanguages', id: '3', anchorId: null, content: text('Eins', 'One', '一つ') },
        ],
      },
      // A new site (model): the unknown type has not been named in this build yet.
      locals: localsFor(),
    });
    expect(html).toMatch(/id="intro"[\s\S]*lang="en"[^>]*><p>Hello <strong>world<\/strong><\/p>/);
    expect(html).toContain('<p>一つ</p>');
    expect(html.indexOf('Hello')).toBeLessThan(html.indexOf('一つ'));
    // development shows a marker; the build renders nothing for the unknown type
    expect(html.includes('No component for block type ComponentFormsSomethingNew')).toBe(import.meta.env.DEV);
    expect(html).not.toContain(' key=');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ComponentFormsSomethingNew'));
    warn.mockRestore();
  });
});

describe('heading ids across blocks', () => {
  it('stay unique on a page when two blocks carry the same heading', async () => {
    const same = text('## Überblick\n\nText', '## Overview\n\nText');
    const html = await container.renderToString(BlockList, {
      props: {
        locale: 'en',
        page: 'test page',
        blocks: [
          { __typename: 'ComponentContentTextareaAllLanguages', id: '7', anchorId: null, content: same },
          { __typename: 'ComponentContentTextareaAllLanguages', id: '8', anchorId: null, content: same },
        ],
      },
      locals: localsFor(),
    });
    const ids = [...html.matchAll(/<h2[^>]* id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });
});
