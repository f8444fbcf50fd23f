/**
 * Island data (src/islands/island-data.ts): the JSON a page carries once for several islands, the
 * value the islands read on the server, and the value they parse in the browser.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { islandDataElementId, islandDataJson, readIslandData } from '../../../src/islands/island-data.ts';

afterEach(() => vi.unstubAllGlobals());

describe('islandDataJson', () => {
  it('is JSON of the value that cannot end its script element or open a comment', () => {
    const value = { text: '</script><script>alert(1)</script><!-- x', list: [1, 'ü', null] };
    const json = islandDataJson('test-escape', value);
    expect(json).not.toMatch(/<\/script|<!--|</);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('is made once per id and value, and again for a new value under the id', () => {
    const value = { n: 1 };
    const first = islandDataJson('test-memo', value);
    const stringify = vi.spyOn(JSON, 'stringify');
    expect(islandDataJson('test-memo', value)).toBe(first);
    expect(stringify).not.toHaveBeenCalled();
    expect(JSON.parse(islandDataJson('test-memo', { n: 2 }))).toEqual({ n: 2 });
    expect(stringify).toHaveBeenCalledTimes(1);
    stringify.mockRestore();
  });
});

describe('readIslandData', () => {
  it('gives a server-rendered island the provided value itself', () => {
    const value = { main: ['a'] };
    islandDataJson('test-server', value);
    expect(readIslandData('test-server')).toBe(value);
  });

  it('names the id when nothing was provided under it', () => {
    expect(() => readIslandData('test-missing')).toThrow(/"test-missing" was not provided/);
  });

  it('parses the page’s JSON block in the browser, once per id', () => {
    const value = { main: [{ text: 'a < b' }] };
    const json = islandDataJson('test-browser', { other: 'server value' });
    const getElementById = vi.fn((id: string) =>
      id === islandDataElementId('test-browser') ? { textContent: JSON.stringify(value) } : null,
    );
    vi.stubGlobal('document', { getElementById });
    expect(json).toBeTruthy();
    expect(readIslandData('test-browser')).toEqual(value);
    expect(readIslandData('test-browser')).toBe(readIslandData('test-browser'));
    expect(getElementById).toHaveBeenCalledTimes(1);
    expect(() => readIslandData('test-absent')).toThrow(/no #island-data-test-absent in the page/);
  });
});
