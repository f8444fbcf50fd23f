/**
 * InformationTile.astro makes the whole tile body its CTA's click target with a stretched
 * `.tile-cta::after`. Links (and embeds) inside the tile's content must stack above that overlay,
 * or they could be focused but not clicked (the click would go to the CTA instead).
 * Both live in the same stacking context (`.tile-body`), so comparing z-index is enough.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const source = readFileSync(path.resolve(import.meta.dirname, '../../../src/blocks/InformationTile.astro'), 'utf8');
const css = (/<style>([\s\S]*?)<\/style>/.exec(source)?.[1] ?? '').replace(/\/\*[\s\S]*?\*\//g, '');

/** The merged declarations of every top-level rule whose selector list contains `selector`. */
function declarations(selector: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const list = selectors!.split(',').map((s) => s.trim().replace(/\s+/g, ' '));
    if (!list.includes(selector)) continue;
    for (const declaration of body!.split(';')) {
      const [property, ...value] = declaration.split(':');
      if (property?.trim() && value.length) result.set(property.trim(), value.join(':').trim());
    }
  }
  return result;
}

describe('InformationTile stacking', () => {
  const overlay = declarations('.tile-cta::after');
  const body = declarations('.tile-body');

  it('stretches the CTA over the tile body', () => {
    expect(overlay.get('position')).toBe('absolute');
    expect(overlay.get('inset')).toBe('0');
    expect(body.get('position')).toBe('relative');
  });

  it.each(['.tile-body :global(.tile-content a)', '.tile-body :global(.tile-content iframe)'])('lifts %s above the overlay', (selector) => {
    const rule = declarations(selector);
    expect(rule.get('position')).toBe('relative');
    expect(Number(rule.get('z-index'))).toBeGreaterThan(Number(overlay.get('z-index')));
  });
});
