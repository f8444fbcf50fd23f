/**
 * The normal form in which the Strapi import (scripts/strapi/import.ts) compares what Strapi holds
 * with what it would send: an entry is written only when the two differ, so what Strapi legitimately
 * returns differently (relation order, row ids, 0/1 booleans, null for an empty list, populated
 * objects for ids) must compare equal, and every real change must not.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSource } from '../../../scripts/content-server/schema/source.ts';
import { normalise } from '../../../scripts/strapi/import-normal-form.ts';
import { strapiModel } from '../../../scripts/strapi/model.ts';
import { CONTRACT_TYPES_FILE } from '../../../scripts/strapi-common/contract.ts';
import { ENTRY_KEYS } from '../../../scripts/strapi-common/entry-keys.ts';

const src = readSource(readFileSync(CONTRACT_TYPES_FILE, 'utf8'));
const project = strapiModel();

const form = (typeName: string, data: Record<string, unknown>, p = project) => normalise(src, p, typeName, data);
/** What Strapi returns (first) and what the import sends (second) compare equal. */
const same = (typeName: string, a: Record<string, unknown>, b: Record<string, unknown>) =>
  expect(JSON.stringify(form(typeName, a))).toBe(JSON.stringify(form(typeName, b)));
const differ = (typeName: string, a: Record<string, unknown>, b: Record<string, unknown>) =>
  expect(JSON.stringify(form(typeName, a))).not.toBe(JSON.stringify(form(typeName, b)));

describe('normalise: relations, media, component ids, empty and boolean values', () => {
  it('compares relation lists as sets', () => {
    same('ProductPage', { News: [{ id: 3, slug: 'c' }, { id: 1 }, { id: 2 }] }, { News: [1, 2, 3] });
    same('ProductPage', { News: [2, 3, 1] }, { News: [3, 1, 2] });
    same('ProductPage', { News: ['10', '9'] }, { News: [9, 10] });
    differ('ProductPage', { News: [1, 2] }, { News: [1, 2, 3] });
    differ('ProductPage', { News: [1, 2] }, { News: [1, 4] });
    expect(form('ProductPage', { News: [{ id: 10 }, { id: 9 }, { id: 2 }] })).toEqual({ News: [2, 9, 10] });
  });

  it('compares relation lists inside components as sets', () => {
    same(
      'ContentPage',
      { content: [{ __component: 'product.products-on-page', product_pages: [{ id: 5 }, { id: 4 }] }] },
      {
        content: [{ __component: 'product.products-on-page', product_pages: [4, 5] }],
      },
    );
  });

  it('compares a single relation by its id', () => {
    same('ParentMenuLink', { menu: { id: 4, Name: 'main' } }, { menu: 4 });
    same('ProductCategory', { categoryPage: { id: '7' } }, { categoryPage: 7 });
    differ('ParentMenuLink', { menu: { id: 4 } }, { menu: 5 });
  });

  it('keeps the order of media lists', () => {
    same('ComponentContentImageArchive', { images: [{ id: 2, url: '/uploads/b.jpg' }, { id: 1 }] }, { images: [2, 1] });
    differ('ComponentContentImageArchive', { images: [{ id: 2 }, { id: 1 }] }, { images: [1, 2] });
    expect(form('ComponentContentImageArchive', { images: [{ id: 3 }, { id: 1 }, { id: 2 }] })).toEqual({ images: [3, 1, 2] });
    differ(
      'ContentPage',
      { content: [{ __component: 'content.image-archive', images: [1, 2] }] },
      {
        content: [{ __component: 'content.image-archive', images: [2, 1] }],
      },
    );
    same('NewsArticle', { PDF: { id: 8, name: 'report.pdf' } }, { PDF: 8 });
  });

  it('drops the row ids of components', () => {
    same('ContentPage', { Headline: { id: 12, german: 'Titel', english: 'Title' } }, { Headline: { german: 'Titel', english: 'Title' } });
    same(
      'ProductPage',
      {
        Highlights: [
          { id: 1, german: 'a' },
          { id: 2, german: 'b' },
        ],
      },
      { Highlights: [{ german: 'a' }, { german: 'b' }] },
    );
    same('ContentPage', { metaInformation: { id: 3, title: { id: 4, english: 'T' } } }, { metaInformation: { title: { english: 'T' } } });
    expect(form('ContentPage', { id: 9, Headline: { id: 12, english: 'Title' } })).toEqual({ Headline: { english: 'Title' } });
    // Component lists keep their order.
    differ('ProductPage', { Highlights: [{ german: 'a' }, { german: 'b' }] }, { Highlights: [{ german: 'b' }, { german: 'a' }] });
    differ('ContentPage', { Headline: { english: 'Title' } }, { Headline: { english: 'Other' } });
  });

  it('treats null, a missing value and an empty list alike', () => {
    same('ProductPage', { News: [], Highlights: null, slug: null }, {});
    same('ProductPage', { News: null }, { News: [] });
    same('ContentPage', { Headline: null, content: [], pageSubNavigation: null }, {});
    expect(form('ProductPage', { News: [], Highlights: null, Productimage: null, slug: undefined })).toEqual({});
    differ('ProductPage', { News: [] }, { News: [1] });
  });

  it('compares booleans stored as 0/1 with true/false', () => {
    same('MetaMenuLink', { isContentPage: 1 }, { isContentPage: true });
    same('MetaMenuLink', { isContentPage: 0 }, { isContentPage: false });
    differ('MetaMenuLink', { isContentPage: 0 }, { isContentPage: true });
    same(
      'ContentPage',
      { content: [{ __component: 'forms.contact-form', id: 5, phone: 1, city: 0 }] },
      {
        content: [{ __component: 'forms.contact-form', phone: true, city: false }],
      },
    );
  });
});

describe('normalise: numbers, JSON, dynamic zones, footer columns, contract fields', () => {
  it('compares numbers and JSON by value', () => {
    same('MetaMenuLink', { order: '3' }, { order: 3 });
    same('Maintained', { translationTable: { a: 1 } }, { translationTable: { a: 1 } });
    differ('Maintained', { translationTable: { a: 1 } }, { translationTable: { a: 2 } });
  });

  it('compares dynamic zone items with their component uid, without row ids', () => {
    same(
      'ContentPage',
      { content: [{ __component: 'content.textarea', id: 31, german: 'Text', english: 'Text' }] },
      {
        content: [{ __component: 'content.textarea', german: 'Text', english: 'Text' }],
      },
    );
    differ(
      'ContentPage',
      { content: [{ __component: 'content.textarea', html: 'x' }] },
      {
        content: [{ __component: 'content.render-html', html: 'x' }],
      },
    );
    differ(
      'ContentPage',
      {
        content: [
          { __component: 'content.textarea', german: 'a' },
          { __component: 'content.render-html', html: 'x' },
        ],
      },
      {
        content: [
          { __component: 'content.render-html', html: 'x' },
          { __component: 'content.textarea', german: 'a' },
        ],
      },
    );
    expect(form('ContentPage', { content: [{ __component: 'content.render-html', id: 4, html: '<p>x</p>', extra: 1 }] })).toEqual({
      content: [{ __component: 'content.render-html', html: '<p>x</p>' }],
    });
    // Nested components in a dynamic zone item lose their row ids too.
    same(
      'ContentPage',
      { content: [{ __component: 'content.accordion', id: 1, items: [{ id: 2, title: { id: 3, german: 'T' } }] }] },
      {
        content: [{ __component: 'content.accordion', items: [{ title: { german: 'T' } }] }],
      },
    );
  });

  it('compares the footer columns (a collection type in Strapi, a relation list there) as a set of ids', () => {
    same('Footer', { columns: [{ id: 3, order: 1, blocks: [] }, { id: 1 }] }, { columns: [3, 1] });
    same('Footer', { columns: [3, 1] }, { columns: [1, 3] });
    differ('Footer', { columns: [3, 1] }, { columns: [1, 4] });
    same(
      'ComponentFooterColumn',
      { id: 3, order: 1, blocks: [{ __component: 'footer.simple-text', id: 9, text: { id: 2, english: 'x' } }] },
      {
        order: 1,
        blocks: [{ __component: 'footer.simple-text', text: { english: 'x' } }],
      },
    );
  });

  it('keeps contract fields only, in contract order, and drops id and published_at', () => {
    const out = form('ContentPage', {
      published_at: '2024-01-01T00:00:00.000Z',
      id: 4,
      createdAt: 'x',
      updatedAt: 'y',
      created_by: { id: 1 },
      slug: 's',
      BackendName: 'b',
    });
    expect(Object.keys(out)).toEqual(['BackendName', 'slug']);
  });

  it('reads a renamed field under its new name', () => {
    const renamed = strapiModel({ renames: { 'ContentPage.Headline': 'Headline2' } });
    expect(form('ContentPage', { Headline2: { id: 1, english: 'T' }, Headline: { english: 'old' } }, renamed)).toEqual({
      Headline2: { english: 'T' },
    });
  });
});

describe('ENTRY_KEYS', () => {
  it('names a key field of the contract for every imported content type', () => {
    const imported = project.models.filter((m) => !m.fromComponent && m.kind === 'collectionType').map((m) => m.typeName);
    expect(Object.keys(ENTRY_KEYS).sort()).toEqual(imported.sort());
    for (const [typeName, keys] of Object.entries(ENTRY_KEYS)) {
      const fields = (src.objects.get(typeName)?.fields ?? []).map((f) => f.name.value);
      for (const key of keys) expect(fields, `${typeName}.${key}`).toContain(key);
    }
  });
});
