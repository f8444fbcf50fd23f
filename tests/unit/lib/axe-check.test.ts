/**
 * The axe-core runs of the project (scripts/lib/axe-check.ts): the project's own axe-core is the one
 * injected, and the rules are every WCAG 2.x A/AA rule (experimental ones too) and the stable
 * best-practice rules.
 */
import { createRequire } from 'node:module';
import type { RuleMetadata } from 'axe-core';
import { describe, expect, it } from 'vitest';
import { axeRuleIds, axeSource } from '../../../scripts/lib/axe-check.ts';

const rule = (ruleId: string, ...tags: string[]): RuleMetadata => ({ ruleId, tags, description: '', help: '', helpUrl: '' });

describe('axe-check', () => {
  it('injects the axe-core of package.json, not the copy @axe-core/playwright bundles', () => {
    const { version } = createRequire(import.meta.url)('axe-core/package.json') as { version: string };
    expect(axeSource()).toContain(`axe.version="${version}"`);
  });

  it('runs the WCAG 2.x A and AA rules, experimental ones included, and the stable best-practice rules', () => {
    const ids = axeRuleIds([
      rule('wcag20', 'wcag2a'),
      rule('wcag21-experimental', 'wcag21a', 'experimental'),
      rule('wcag22', 'wcag22aa'),
      rule('practice', 'best-practice'),
      rule('practice-experimental', 'best-practice', 'experimental'),
      rule('wcag-deprecated', 'wcag2a', 'deprecated'),
      rule('aaa', 'wcag2aaa'),
    ]);
    expect(ids).toEqual(['wcag20', 'wcag21-experimental', 'wcag22', 'practice']);
  });

  it('with this axe-core: Label in Name, target size and the experimental WCAG rules', () => {
    const ids = axeRuleIds();
    for (const id of ['label-content-name-mismatch', 'target-size', 'p-as-heading', 'css-orientation-lock', 'image-alt', 'region']) {
      expect(ids).toContain(id);
    }
    for (const id of ['duplicate-id', 'hidden-content', 'focus-order-semantics']) expect(ids).not.toContain(id);
  });
});
