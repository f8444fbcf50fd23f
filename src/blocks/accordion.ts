/** The items of an accordion block, whichever way its texts are stored (translated or in one language). */
import { anchorId } from '../html/anchors.ts';
import type { LocalizedText } from '../i18n/translate.ts';

export interface AccordionItem {
  key: string;
  title: LocalizedText;
  content: LocalizedText | null;
}

/** Items with a title in the page's terms (`resolve`); an item without any title is left out. */
export function accordionItems<TText>(
  items: ReadonlyArray<{ id?: string | null; title?: TText | null; content?: TText | null } | null> | null | undefined,
  resolve: (value: TText | null | undefined) => LocalizedText | null,
): AccordionItem[] {
  return (items ?? []).flatMap((item, position) => {
    const title = resolve(item?.title);
    return item && title ? [{ key: item.id ?? String(position), title, content: resolve(item.content) }] : [];
  });
}

/**
 * The id of each item, for deep links (`#faq-delivery-times` opens that item): the block's anchor
 * (else `accordion-<block id>`) and the item's title, unique within the block.
 */
export function accordionItemIds(blockId: string, blockAnchor: string | null | undefined, items: readonly AccordionItem[]): string[] {
  const base = blockAnchor?.trim().replace(/^#/, '') || `accordion-${anchorId(blockId) || 'items'}`;
  const used = new Set<string>();
  return items.map((item) => {
    const stem = `${base}-${anchorId(item.title.text) || 'item'}`;
    let id = stem;
    for (let n = 2; used.has(id); n++) id = `${stem}-${n}`;
    used.add(id);
    return id;
  });
}
