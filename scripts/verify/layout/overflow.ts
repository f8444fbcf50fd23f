/**
 * Pages wider than the viewport (the layout gate, ../layout.ts): which elements to name. Of the
 * elements that reach past the right edge, or whose own text does (./in-page.ts `measureOverflow`),
 * those not inside another one that does — the outermost of each overflowing branch, where a fix
 * starts — the furthest right first.
 */
import type { OverflowBox, OverflowMeasure } from './in-page.ts';

/** Offenders named per page and width. */
const NAMED_OFFENDERS = 3;

/** The outermost overflowing elements, furthest right first (at most `limit`). */
export function overflowOffenders(boxes: readonly OverflowBox[], limit = NAMED_OFFENDERS): OverflowBox[] {
  return boxes
    .filter((box) => box.parent === -1)
    .sort((a, b) => b.right - a.right)
    .slice(0, limit);
}

/** `table.specs "Durchsatz 180 wph …" (right edge 412 px)`; `the text of p "Stimmrechtsmitteilungen" (right edge 404 px)` */
function describeBox(box: OverflowBox): string {
  const classes = box.className.trim().split(/\s+/).filter(Boolean).slice(0, 2);
  const name = `${box.tag}${classes.map((name) => `.${name}`).join('')}`;
  const text = box.text ? ` "${box.text.length >= 40 ? `${box.text.slice(0, 39)}…` : box.text}"` : '';
  return `${box.ownText ? 'the text of ' : ''}${name}${text} (right edge ${box.right} px)`;
}

/** The problem message for a page wider than its viewport, or null when it is not. */
export function describeOverflow(measure: OverflowMeasure, width: number): string | null {
  if (measure.scrollWidth <= measure.viewport) return null;
  const offenders = overflowOffenders(measure.boxes);
  const named = offenders.length > 0 ? offenders.map(describeBox).join('; ') : 'no element or text found reaching out (a pseudo-element?)';
  return `[${width} px] page ${measure.scrollWidth} px wide, viewport ${measure.viewport} px: ${named}`;
}
