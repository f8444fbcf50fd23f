/**
 * How every axe-core run of the project checks a page: the verify gate (scripts/verify/axe.ts) and
 * tests/e2e/accessibility.spec.ts.
 *
 * - The axe-core they inject is the project's own devDependency, read from its package. Left alone,
 *   @axe-core/playwright injects the copy it bundles, which can be older (4.13 under 4.14): there
 *   `label-content-name-mismatch` (WCAG 2.5.3) was still experimental, and axe skips experimental
 *   rules unless asked, so the gates never ran it.
 * - The rules: every WCAG 2.0, 2.1 and 2.2 rule of level A and AA, experimental ones included, and
 *   the stable best-practice rules; never the deprecated ones. The list is named rule by rule (axe's
 *   `runOnly` by rule), since a tag filter would leave out the experimental ones.
 * - Only serious and critical violations fail a page.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import axe, { type Result, type RuleMetadata } from 'axe-core';
import type { Page } from 'playwright-core';

/** The WCAG levels the site meets: A and AA of WCAG 2.0, 2.1 and 2.2. */
const WCAG_TAGS: readonly string[] = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The rules to run, out of axe's rules (default: those of the project's axe-core). */
export function axeRuleIds(rules: readonly RuleMetadata[] = axe.getRules()): string[] {
  return rules
    .filter(({ tags }) => !tags.includes('deprecated'))
    .filter(({ tags }) => tags.some((tag) => WCAG_TAGS.includes(tag)) || (tags.includes('best-practice') && !tags.includes('experimental')))
    .map((rule) => rule.ruleId);
}

let source: string | undefined;

/** The source of the project's axe-core, to inject into the page. */
export function axeSource(): string {
  source ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

/** An axe run over `page` with the project's axe-core and rules. */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page, axeSource: axeSource() }).withRules(axeRuleIds());
}

/** The violations that fail a page: serious and critical. */
export function failingViolations(violations: readonly Result[]): Result[] {
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** One line for a violation: impact, rule, help and the first `maxNodes` elements it was found on. */
export function describeViolation(violation: Result, maxNodes = 5): string {
  const targets = violation.nodes.slice(0, maxNodes).map((node) => node.target.join(' '));
  const more = violation.nodes.length > maxNodes ? `, … ${violation.nodes.length - maxNodes} more` : '';
  return `${violation.impact} ${violation.id}: ${violation.help} (${targets.join(', ')}${more})`;
}
