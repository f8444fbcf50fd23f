/**
 * What the picture-contrast gate (../layout.ts) does inside a page, in Chromium: find the texts that
 * stand on pictures, hide every text, scroll to one and place its box for a capture. Each export is
 * handed to `page.evaluate`, so it uses nothing but the page's own DOM and returns plain data; the
 * contrast is computed in Node (./contrast.ts).
 */

/** A visible text whose background, where it stands, is a picture. */
export interface TextOnPicture {
  /** Index for `placeText` (the page keeps the elements while it is open). */
  index: number;
  tag: string;
  className: string;
  text: string;
  /** The text colour as sRGB bytes and alpha 0–1. */
  color: [number, number, number, number];
  fontSize: number;
  fontWeight: number;
  /** What is under it: `img`, or the element whose background image it is (`div.hero`). */
  picture: string;
}

/**
 * Every visible text (an element's own text) standing on a picture: an `<img>`, `<video>` or a CSS
 * background image painted beneath it, with nothing opaque between. Found by geometry (the text's
 * line boxes overlap a picture's box), then confirmed where the text is drawn, scrolled into view:
 * the stack of elements at points on its lines (`elementsFromPoint`, every element taking part), from
 * the text down to the first opaque background or picture. Lazy images under such texts are made
 * eager and decoded first. The elements found are kept on `window` for `placeText`.
 */
export async function findTextsOnPictures(): Promise<TextOnPicture[]> {
  await document.fonts.ready;
  const urlImage = (style: CSSStyleDeclaration): boolean => /url\(/.test(style.backgroundImage);
  const pictures: Array<{ element: Element; rect: DOMRect }> = [];
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const tag = element.tagName;
    if (tag === 'IMG' || tag === 'VIDEO' || urlImage(getComputedStyle(element))) {
      const rect = element.getBoundingClientRect();
      if (rect.width > 0 && rect.height > 0)
        pictures.push({ element, rect: new DOMRect(rect.x + scrollX, rect.y + scrollY, rect.width, rect.height) });
    }
  }
  if (pictures.length === 0) return [];
  const range = document.createRange();
  /** The line boxes of an element's own text, in page coordinates. */
  const ownTextRects = (element: Element): DOMRect[] => {
    const rects: DOMRect[] = [];
    for (const node of Array.from(element.childNodes)) {
      if (node.nodeType !== Node.TEXT_NODE || !(node.nodeValue || '').trim()) continue;
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects()))
        if (rect.width > 0 && rect.height > 0) rects.push(new DOMRect(rect.x + scrollX, rect.y + scrollY, rect.width, rect.height));
    }
    return rects;
  };
  const overlaps = (a: DOMRect, b: DOMRect): boolean =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  const candidates: Array<{ element: Element; under: Element[] }> = [];
  const elementsWithText = new Set<Element>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !(node.nodeValue || '').trim() || elementsWithText.has(parent)) continue;
    if (parent.closest('script, style, template, noscript, textarea, select, option')) continue;
    elementsWithText.add(parent);
  }
  for (const element of elementsWithText) {
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const rects = ownTextRects(element);
    const under = pictures.filter((picture) => picture.element !== element && rects.some((rect) => overlaps(rect, picture.rect)));
    if (under.length > 0) candidates.push({ element, under: under.map((picture) => picture.element) });
  }
  if (candidates.length === 0) return [];

  // The pictures under them loaded and decoded (lazy ones made eager), at most 5 s.
  const images = new Set<HTMLImageElement>();
  for (const candidate of candidates) for (const picture of candidate.under) if (picture instanceof HTMLImageElement) images.add(picture);
  for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
  await Promise.race([
    Promise.all(Array.from(images, (image) => image.decode().catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, 5000)),
  ]);

  // Every element takes part in hit testing while the stacks are read (a constructed style sheet: the
  // site's Content-Security-Policy refuses a <style> element added by script).
  const probe = new CSSStyleSheet();
  probe.replaceSync('*, *::before, *::after { pointer-events: auto !important; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, probe];
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  const rgba = (color: string): [number, number, number, number] => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = '#000';
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = Array.from(context.getImageData(0, 0, 1, 1).data) as [number, number, number, number];
    return [r, g, b, Math.round((a / 255) * 1000) / 1000];
  };
  const describe = (element: Element): string => {
    const className = (typeof element.className === 'string' ? element.className : '').trim().split(/\s+/)[0];
    return `${element.tagName.toLowerCase()}${className ? `.${className}` : ''}`;
  };
  /** What the text stands on at a point: a picture, or null for an opaque background or something on top of it. */
  const pictureAt = (element: Element, x: number, y: number): Element | null => {
    const stack = document.elementsFromPoint(x, y);
    const at = stack.findIndex((candidate) => candidate === element || element.contains(candidate));
    if (at < 0) return null;
    // Covered by something opaque or a picture (a sticky header): not measured here. A transparent
    // layer on top (a link stretched over its card) hides nothing.
    for (const above of stack.slice(0, at)) {
      if (above.contains(element)) continue;
      const style = getComputedStyle(above);
      if (above.tagName === 'IMG' || above.tagName === 'VIDEO' || urlImage(style) || rgba(style.backgroundColor)[3] >= 1) return null;
    }
    for (const below of stack.slice(at)) {
      if (below !== element && (below.tagName === 'IMG' || below.tagName === 'VIDEO')) return below;
      if (below !== element && element.contains(below)) continue;
      const style = getComputedStyle(below);
      if (urlImage(style)) return below;
      if (rgba(style.backgroundColor)[3] >= 1) return null;
    }
    return null;
  };
  const found: TextOnPicture[] = [];
  const kept: Element[] = [];
  try {
    for (const { element } of candidates) {
      element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      let picture: Element | null = null;
      for (const rect of ownTextRects(element)) {
        const x = rect.left - scrollX + rect.width / 2;
        const y = rect.top - scrollY + rect.height / 2;
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        picture = pictureAt(element, x, y);
        if (picture) break;
      }
      if (!picture) continue;
      const style = getComputedStyle(element);
      found.push({
        index: kept.length,
        tag: element.tagName.toLowerCase(),
        className: typeof element.className === 'string' ? element.className : '',
        text: (element.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 60),
        color: rgba(style.color),
        fontSize: parseFloat(style.fontSize),
        fontWeight: Number(style.fontWeight) || 400,
        picture: describe(picture),
      });
      kept.push(element);
    }
  } finally {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== probe);
    window.scrollTo(0, 0);
  }
  (window as unknown as { __layoutTexts: Element[] }).__layoutTexts = kept;
  return found;
}

/** Resolves once the page has painted twice: what a style or a scroll changed is on screen. */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/**
 * Shows every picture without the text on it (text colour, shadows and decorations transparent), or
 * the text again. A constructed style sheet: the site's Content-Security-Policy refuses a <style>
 * element added by script.
 */
export function hideText(hidden: boolean): void {
  const holder = window as unknown as { __layoutHideText?: CSSStyleSheet };
  if (holder.__layoutHideText)
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== holder.__layoutHideText);
  holder.__layoutHideText = undefined;
  if (!hidden) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    '*, *::before, *::after { color: transparent !important; -webkit-text-fill-color: transparent !important; ' +
      'text-shadow: none !important; text-decoration-color: transparent !important; caret-color: transparent !important; ' +
      'transition: none !important; }',
  );
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  holder.__layoutHideText = sheet;
}

/**
 * Scrolls text `index` of `findTextsOnPictures` into view and returns the box of its own text's lines
 * in page coordinates, cut to the viewport (what a screenshot can show), or null when nothing is left.
 */
export function placeText(index: number): { x: number; y: number; width: number; height: number } | null {
  const element = (window as unknown as { __layoutTexts?: Element[] }).__layoutTexts?.[index];
  if (!element) return null;
  element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
  const range = document.createRange();
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const node of Array.from(element.childNodes)) {
    if (node.nodeType !== Node.TEXT_NODE || !(node.nodeValue || '').trim()) continue;
    range.selectNodeContents(node);
    for (const rect of Array.from(range.getClientRects())) {
      if (rect.width === 0 || rect.height === 0) continue;
      left = Math.min(left, Math.max(0, rect.left));
      top = Math.min(top, Math.max(0, rect.top));
      right = Math.max(right, Math.min(innerWidth, rect.right));
      bottom = Math.max(bottom, Math.min(innerHeight, rect.bottom));
    }
  }
  if (!(right - left >= 1 && bottom - top >= 1)) return null;
  const x = Math.floor(left);
  const y = Math.floor(top);
  return { x: x + scrollX, y: y + scrollY, width: Math.ceil(right) - x, height: Math.ceil(bottom) - y };
}
