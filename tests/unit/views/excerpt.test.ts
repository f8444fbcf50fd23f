import { describe, expect, it } from 'vitest';
import { plainExcerpt } from '../../../src/views/excerpt.ts';

describe('plainExcerpt', () => {
  it('strips markdown and html', () => {
    expect(plainExcerpt('## Title\n\n**Bold** and [a link](https://x.example) <em>here</em>.')).toBe('Title Bold and a link here .');
  });

  it('cuts long text at a word with an ellipsis', () => {
    const text = 'word '.repeat(60);
    const excerpt = plainExcerpt(text, 50) ?? '';
    expect(excerpt.length).toBeLessThanOrEqual(50);
    expect(excerpt.endsWith('word…')).toBe(true);
  });

  it('gives null for empty text', () => {
    expect(plainExcerpt('  ')).toBeNull();
    expect(plainExcerpt(null)).toBeNull();
  });
});
