/**
 * The figures a product's texts state agree with its specification table (scripts/content-server/sample/products/
 * specs.ts), which is also the table of its datasheets: throughput per hour and substrate range, as the English
 * texts write them (the other languages are translations of those, figure for figure).
 */
import { describe, expect, it } from 'vitest';
import { allProducts } from '../../../scripts/content-server/sample/products/catalog.ts';
import { productSpecs } from '../../../scripts/content-server/sample/products/specs.ts';

const UNIT_WORDS = { wafers: 'wafers', pairs: 'bond pairs', substrates: 'substrates', masks: 'masks' } as const;

describe('the products’ texts and their specification tables', () => {
  it.each(allProducts.map((product) => [product.slug, product] as const))('%s states the figures of its table', (slug, product) => {
    const spec = productSpecs[slug]!;
    const texts = [product.headline, product.description, product.info, ...product.highlights].map((text) => text.english ?? '').join('\n');
    const [count, unit] = spec.throughput;
    for (const match of texts.matchAll(new RegExp(`(\\d+) ${UNIT_WORDS[unit]} (?:per|an) hour`, 'g'))) {
      expect(Number(match[1]), `${slug}: "${match[0]}" against the table's ${count}`).toBe(count);
    }
    for (const match of texts.matchAll(/from (\d+) to (\d+) mm/g)) {
      const sizes = (spec.wafer.match(/\d+/g) ?? []).map(Number);
      expect(Math.max(...sizes), `${slug}: "${match[0]}" against "${spec.wafer}"`).toBe(Number(match[2]));
      if (!spec.wafer.startsWith('≤')) expect(Math.min(...sizes), `${slug}: "${match[0]}" against "${spec.wafer}"`).toBe(Number(match[1]));
    }
  });
});
