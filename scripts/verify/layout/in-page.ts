/**
 * What the layout gate (../layout.ts) measures inside a page, in Chromium: each export is a function
 * handed to `page.evaluate`, so it uses nothing but the page's own DOM (no imports, no helpers
 * outside it) and returns plain data. The judgements are made in Node (./overflow.ts,
 * ./phrase-breaks.ts). Texts on pictures are measured by ./pictures-in-page.ts.
 */

/** An element, or the text of one, reaching past the right edge of the viewport, and the nearest such element around it. */
export interface OverflowBox {
  tag: string;
  className: string;
  /** The start of its text, whitespace collapsed. */
  text: string;
  /** Right edge in CSS px from the left of the page. */
  right: number;
  /** Index in the list of the nearest enclosing box that overflows too; -1 when none does. */
  parent: number;
  /** The element's own text reaches out (a long word, a URL), not its box. */
  ownText: boolean;
}

export interface OverflowMeasure {
  /** The width of the layout viewport (`clientWidth` of the root). */
  viewport: number;
  scrollWidth: number;
  /** Empty when the page is no wider than the viewport. */
  boxes: OverflowBox[];
}

/**
 * Whether the page is wider than the viewport and, when it is, every element that reaches past its
 * right edge and makes it so, and every element whose own text does (a word longer than its box):
 * not fixed, and not clipped by an ancestor that hides or scrolls its own overflow.
 */
export function measureOverflow(): OverflowMeasure {
  const root = document.documentElement;
  const viewport = root.clientWidth;
  const scrollWidth = Math.max(root.scrollWidth, document.body ? document.body.scrollWidth : 0);
  if (scrollWidth <= viewport || !document.body) return { viewport, scrollWidth, boxes: [] };
  const boxes: OverflowBox[] = [];
  const indexOf = new Map<Element, number>();
  /** `from` and its ancestors: -2 when fixed, hidden or clipped; else the nearest overflowing box (-1: none). */
  const enclosing = (from: Element, self: Element | null): number => {
    let parent = -1;
    for (let up: Element | null = from; up && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.position === 'fixed' || style.display === 'none') return -2;
      if (up !== self && style.overflowX !== 'visible' && up.getBoundingClientRect().right <= viewport + 0.5) return -2;
      if (up !== self && parent === -1 && indexOf.has(up)) parent = indexOf.get(up)!;
    }
    return parent;
  };
  const add = (element: Element, right: number, text: string, ownText: boolean, parent: number): void => {
    if (!ownText) indexOf.set(element, boxes.length);
    const className = typeof element.className === 'string' ? element.className : element.getAttribute('class') || '';
    const tag = element.tagName.toLowerCase();
    boxes.push({
      tag,
      className,
      text: text.replace(/\s+/g, ' ').trim().slice(0, 40),
      right: Math.round(right + window.scrollX),
      parent,
      ownText,
    });
  };
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const rect = element.getBoundingClientRect();
    if (rect.right <= viewport + 0.5 || (rect.width === 0 && rect.height === 0)) continue;
    const parent = enclosing(element, element);
    if (parent !== -2) add(element, rect.right, element.textContent || '', false, parent);
  }
  const range = document.createRange();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !(node.nodeValue || '').trim()) continue;
    range.selectNodeContents(node);
    const rect = range.getBoundingClientRect();
    if (rect.right <= viewport + 0.5 || rect.width === 0) continue;
    // Text counts inside its element, which clips it when it hides its overflow.
    const parent = indexOf.has(element) ? indexOf.get(element)! : enclosing(element, null);
    if (parent === -2) continue;
    // Named by the word that reaches furthest right.
    const value = node.nodeValue || '';
    let word = value;
    let furthest = -Infinity;
    for (const match of value.matchAll(/\S+/g)) {
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const right = range.getBoundingClientRect().right;
      if (right > furthest) {
        furthest = right;
        word = match[0];
      }
    }
    add(element, rect.right, word, true, parent);
  }
  return { viewport, scrollWidth, boxes };
}

/** The rendered text of one block container in one language, with where its lines start. */
export interface MeasuredText {
  lang: string;
  /** The text as laid out: runs of white space as one space, a line break (`<br>`, a block inside) as `\n`. */
  text: string;
  /** Offsets in `text` where a line after the first starts. */
  lineStarts: number[];
  /** The width of each UTF-16 unit's glyph box in CSS px (0 where none is drawn). */
  widths: number[];
  /** The width the container's lines have (its content box; for a row of flex items, what the others leave). */
  lineWidth: number;
}

/**
 * Every visible Chinese and Japanese text of the page (nearest `lang` is `ja…` or `zh…`), per block
 * container (the nearest ancestor whose display is not inline or contents), with the offsets where its
 * rendered lines start: a character starts a line when its box lies below (or, in a new column,
 * above) the one before. Text in `<script>`, `<style>`, `<template>`, `<noscript>`, form fields and
 * elements that are not rendered (display none, visibility hidden, a box narrower than 4 px) is left out.
 */
export async function measureLines(): Promise<MeasuredText[]> {
  await document.fonts.ready;
  const SKIP = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'TEXTAREA', 'SELECT', 'OPTION', 'INPUT', 'svg', 'math']);
  const cjkLang = (lang: string): boolean => /^(ja|zh)(-|$)/i.test(lang);
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element): CSSStyleDeclaration => {
    let style = styles.get(element);
    if (!style) {
      style = getComputedStyle(element);
      styles.set(element, style);
    }
    return style;
  };
  const isContainer = (element: Element): boolean => {
    const display = styleOf(element).display;
    return display !== 'inline' && display !== 'contents';
  };
  const containerOf = (element: Element): Element => {
    let up: Element = element;
    while (up.parentElement && !isContainer(up)) up = up.parentElement;
    return up;
  };
  // The containers that hold Chinese or Japanese text, in document order.
  const containers: Element[] = [];
  const seen = new Set<Element>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !/[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/.test(node.nodeValue || '')) continue;
    if (!cjkLang(parent.closest('[lang]')?.getAttribute('lang') || '')) continue;
    if (parent.closest('script, style, template, noscript, textarea, select, option')) continue;
    if (!parent.checkVisibility({ visibilityProperty: true })) continue;
    const container = containerOf(parent);
    if (!seen.has(container)) {
      seen.add(container);
      containers.push(container);
    }
  }
  const range = document.createRange();
  const results: MeasuredText[] = [];
  for (const container of containers) {
    const style = styleOf(container);
    const content = container.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (!(content >= 4)) continue;
    let lineWidth = content;
    if (/flex/.test(style.display) && !/column/.test(style.flexDirection)) {
      // Text directly in a row of flex items is an item of its own: it has what the others leave.
      let items = 1;
      for (const child of Array.from(container.children)) {
        const childStyle = styleOf(child);
        if (childStyle.display === 'none' || childStyle.position === 'absolute' || childStyle.position === 'fixed') continue;
        items++;
        lineWidth -= child.getBoundingClientRect().width + parseFloat(childStyle.marginLeft) + parseFloat(childStyle.marginRight);
      }
      const gap = parseFloat(style.columnGap);
      if (gap > 0) lineWidth -= gap * (items - 1);
    }
    let current: MeasuredText | null = null;
    let lastTop: number | null = null;
    let brokenBefore = false;
    const push = (lang: string): MeasuredText => {
      if (!current || current.lang !== lang) {
        current = { lang, text: '', lineStarts: [], widths: [], lineWidth: Math.round(lineWidth * 100) / 100 };
        results.push(current);
      }
      return current;
    };
    const inner = document.createTreeWalker(container, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode(node) {
        if (node.nodeType === Node.TEXT_NODE) return NodeFilter.FILTER_ACCEPT;
        const element = node as Element;
        if (SKIP.has(element.tagName)) return NodeFilter.FILTER_REJECT;
        if (element.tagName === 'BR') {
          brokenBefore = true;
          return NodeFilter.FILTER_REJECT;
        }
        // A block inside is a container of its own; the text after it starts a line of its own.
        if (isContainer(element)) {
          brokenBefore = true;
          return NodeFilter.FILTER_REJECT;
        }
        return NodeFilter.FILTER_SKIP;
      },
    });
    for (let node = inner.nextNode(); node; node = inner.nextNode()) {
      const parent = node.parentElement!;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      const lang = parent.closest('[lang]')?.getAttribute('lang') || '';
      const value = node.nodeValue || '';
      for (let i = 0; i < value.length; i++) {
        const char = value[i]!;
        const space = /[ \t\n\r\f]/.test(char);
        const entry: MeasuredText = push(lang);
        if (brokenBefore) {
          if (entry.text !== '' && !entry.text.endsWith('\n')) {
            entry.text += '\n';
            entry.widths.push(0);
          }
          brokenBefore = false;
        }
        if (space && (entry.text === '' || /[ \n]$/.test(entry.text))) continue;
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rects = range.getClientRects();
        let rect: DOMRect | null = null;
        for (let r = 0; r < rects.length; r++) if (rects[r]!.width > 0 || rects[r]!.height > 0) rect = rects[r]!;
        if (rect && !space) {
          if (lastTop !== null && Math.abs(rect.top - lastTop) > rect.height / 2) entry.lineStarts.push(entry.text.length);
          lastTop = rect.top;
        }
        entry.text += space ? ' ' : char;
        entry.widths.push(rect ? Math.round(rect.width * 100) / 100 : 0);
      }
    }
  }
  return results.filter((entry) => cjkLang(entry.lang) && /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/.test(entry.text));
}
