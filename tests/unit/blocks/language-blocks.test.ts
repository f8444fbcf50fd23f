import { describe, expect, it } from 'vitest';
import { blocksForLocale } from '../../../src/blocks/language-blocks.ts';
import { emailHref, telHref } from '../../../src/blocks/contact-links.ts';

const accordion = (id: string, language: string) => ({ __typename: 'ComponentContentLanguageSpecificAccordion', id, language });
const text = { __typename: 'ComponentContentTextarea', id: 't' };

describe('blocksForLocale', () => {
  const blocks = [text, accordion('de', 'german'), accordion('en', 'english'), accordion('jp', 'japanese')];
  const ids = (locale: Parameters<typeof blocksForLocale>[1]) => blocksForLocale(blocks, locale).map((block) => block.id);

  it('shows the language-specific accordions of the page language', () => {
    expect(ids('de')).toEqual(['t', 'de']);
    expect(ids('jp')).toEqual(['t', 'jp']);
    expect(ids('en')).toEqual(['t', 'en']);
  });

  it('shows the English ones when the page has none in its language', () => {
    expect(ids('cn')).toEqual(['t', 'en']);
    expect(ids('tw')).toEqual(['t', 'en']);
  });

  it('leaves pages without language-specific blocks as they are', () => {
    expect(blocksForLocale([text], 'cn')).toEqual([text]);
  });
});

describe('contact links', () => {
  it('makes tel: links of phone numbers and mailto: links of addresses', () => {
    expect(telHref('+49 89 5550 1000')).toBe('tel:+498955501000');
    expect(telHref('(089) 5550-1099')).toBe('tel:08955501099');
    expect(telHref('ask reception')).toBeNull();
    expect(telHref('javascript:alert(1)')).toBeNull();
    expect(emailHref(' ir@vantoro.example ')).toBe('mailto:ir@vantoro.example');
    expect(emailHref('not an address')).toBeNull();
    expect(emailHref('x@y.z?subject=<script>')).toBeNull();
  });
});

describe('embedOf (iframe block)', () => {
  it('embeds https pages of allowed hosts, links to other https pages, refuses the rest', async () => {
    const { embedOf } = await import('../../../src/blocks/iframe.ts');
    expect(embedOf('https://maps.example.com/embed?x=1', ['maps.example.com'])).toEqual({
      kind: 'embed',
      url: 'https://maps.example.com/embed?x=1',
      host: 'maps.example.com',
    });
    expect(embedOf('https://www.openstreetmap.org/export/embed.html', ['maps.example.com'])).toMatchObject({
      kind: 'link',
      host: 'www.openstreetmap.org',
    });
    expect(embedOf('http://maps.example.com/', ['maps.example.com'])).toEqual({ kind: 'invalid' });
    expect(embedOf('javascript:alert(1)', [])).toEqual({ kind: 'invalid' });
    expect(embedOf('https://user:pw@maps.example.com/', ['maps.example.com'])).toEqual({ kind: 'invalid' });
    expect(embedOf('  ', [])).toEqual({ kind: 'invalid' });
  });
});
