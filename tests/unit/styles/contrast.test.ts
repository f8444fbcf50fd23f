/**
 * Text colours of the design tokens against the page backgrounds they are used on meet WCAG AA
 * (4.5:1): the orange accent is small text (eyebrows, dates, hover colour of links).
 */
import { describe, expect, it } from 'vitest';
import { AA_NORMAL, contrastRatio, readColorTokens, relativeLuminance, token } from './wcag.ts';

const tokens = readColorTokens();

describe('WCAG contrast helpers', () => {
  it('compute relative luminance and ratios per WCAG 2.x', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 6);
    expect(relativeLuminance('#000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#d45d00')).toBeLessThan(4.5);
  });
});

describe('text colour tokens', () => {
  const text = ['color-accent', 'color-text', 'color-text-muted', 'color-link', 'color-brand'];
  const surfaces = ['color-bg', 'color-surface'];
  it.each(text.flatMap((fg) => surfaces.map((bg) => [fg, bg] as const)))('--%s on --%s meets 4.5:1', (fg, bg) => {
    const ratio = contrastRatio(token(tokens, fg), token(tokens, bg));
    expect(ratio, `${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(AA_NORMAL);
  });
});
