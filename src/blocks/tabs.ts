/**
 * The tabs of a tab group block (docs/content-blocks.md §3.1): each tab with a headline and content in the
 * page's language (English standing in), ids unique on the page and stable across builds. A tab
 * without headline or content is left out.
 */
import { anchorId } from '../html/anchors.ts';
import type { LocalizedText } from '../i18n/translate.ts';

export interface TabSource<T> {
  id?: string | null;
  headline?: T | null;
  content?: T | null;
}

export interface TabView {
  /** The panel's id: a deep link `#…` to it selects the tab. */
  id: string;
  headline: LocalizedText;
  content: LocalizedText;
}

/** The block's base id: its anchor, else `tabs-<block id>`. */
export function tabGroupId(blockId: string, anchor: string | null | undefined): string {
  const clean = anchor?.trim().replace(/^#/, '');
  return clean || `tabs-${anchorId(blockId) || 'group'}`;
}

export function tabViews<T>(
  groupId: string,
  tabs: ReadonlyArray<TabSource<T> | null> | null | undefined,
  resolve: (value: T | null | undefined) => LocalizedText | null,
): TabView[] {
  const used = new Set<string>();
  return (tabs ?? []).flatMap((tab) => {
    const headline = tab ? resolve(tab.headline) : null;
    const content = tab ? resolve(tab.content) : null;
    if (!headline || !content) return [];
    const base = `${groupId}-${anchorId(headline.text) || 'tab'}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return [{ id, headline, content }];
  });
}
