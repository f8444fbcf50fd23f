/**
 * Target size (WCAG 2.2, 2.5.8) and content the visitor opened over the page: the criterion does not
 * apply to targets that such content partly covers (Understanding 2.5.8: "interacting with a menu
 * that shows a dropdown of options, partially obscuring targets below"); it does apply to the targets
 * of the opened content itself. axe reports a covered target as "partially obscured" and names the
 * elements that cover it; `withoutTargetsCoveredBy` drops those reports whose covering elements all
 * lie inside the opened content, and keeps every other one.
 */
import type { Page } from '@playwright/test';
import type { NodeResult, Result } from 'axe-core';

/** The selectors of the elements that cover a target, when axe found it partly covered. */
function coveringSelectors(node: NodeResult): string[] | null {
  const check = node.any.find((result) => result.id === 'target-size');
  const data = check?.data as { messageKey?: string } | null | undefined;
  if (!check || data?.messageKey !== 'partiallyObscured' || !check.relatedNodes?.length) return null;
  const selectors = check.relatedNodes.map((related) => related.target);
  // A target inside a frame or shadow root has a selector per level: not resolved here, so kept.
  return selectors.every((target) => target.length === 1 && typeof target[0] === 'string')
    ? selectors.map((target) => String(target[0]))
    : null;
}

/** `violations` without the target-size reports of targets covered only by `overlay` (a selector). */
export async function withoutTargetsCoveredBy(page: Page, violations: readonly Result[], overlay: string): Promise<Result[]> {
  const kept: Result[] = [];
  for (const violation of violations) {
    if (violation.id !== 'target-size') {
      kept.push(violation);
      continue;
    }
    const nodes: NodeResult[] = [];
    for (const node of violation.nodes) {
      const selectors = coveringSelectors(node);
      const covered =
        selectors !== null &&
        (await page.evaluate(
          ({ selectors, overlay }) => selectors.every((selector) => document.querySelector(selector)?.closest(overlay) != null),
          { selectors, overlay },
        ));
      if (!covered) nodes.push(node);
    }
    if (nodes.length > 0) kept.push({ ...violation, nodes });
  }
  return kept;
}
