import { describe, expect, it } from 'vitest';
import { ContentProblemError, contentProblemReporter, isStrictContent } from '../../../src/cms/problems.ts';

describe('contentProblemReporter', () => {
  it('names each problem once in the log, prefixed with its scope', () => {
    const lines: string[] = [];
    const report = contentProblemReporter('navigation', { env: {}, log: (line) => lines.push(line) });
    report('menu link x is not built');
    report('menu link x is not built');
    report('product y has no sub-category');
    expect(lines).toEqual(['[navigation] menu link x is not built', '[navigation] product y has no sub-category']);
  });

  it('fails the build with STRICT_CONTENT=1', () => {
    const lines: string[] = [];
    const report = contentProblemReporter('footer', { env: { STRICT_CONTENT: '1' }, log: (line) => lines.push(line) });
    expect(() => report('footer block b3: unknown block type')).toThrow(ContentProblemError);
    expect(() => report('another')).toThrow(/\[footer\] another \(STRICT_CONTENT is set/);
    expect(lines).toHaveLength(2);
  });

  it('reads STRICT_CONTENT as 1 or true only', () => {
    expect(isStrictContent({ STRICT_CONTENT: '1' })).toBe(true);
    expect(isStrictContent({ STRICT_CONTENT: 'true' })).toBe(true);
    expect(isStrictContent({ STRICT_CONTENT: '0' })).toBe(false);
    expect(isStrictContent({})).toBe(false);
  });
});
