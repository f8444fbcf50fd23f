/**
 * What the write side of the content server reports after every committed write, in the shape
 * and vocabulary of the webhooks of the content system it imitates (Strapi v3): the events,
 * the model name (kebab-case of the type: ProductPage → "product-page") and the entry or file
 * as a read returns it. The webhook dispatcher (./webhooks/) turns each change into deliveries.
 */

export const ENTRY_EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish'] as const;
export const MEDIA_EVENTS = ['media.create', 'media.update', 'media.delete'] as const;

export type EntryEvent = (typeof ENTRY_EVENTS)[number];
export type MediaEvent = (typeof MEDIA_EVENTS)[number];
export type ContentEvent = EntryEvent | MediaEvent;

export type ContentChange =
  | { event: EntryEvent; model: string; entry: Record<string, unknown> }
  | { event: MediaEvent; model: 'file'; entry: Record<string, unknown> };

/** Something that wants to hear about committed writes (never called for a write that was rolled back). */
export type ChangeListener = (change: ContentChange) => void;

/** The model name of a content type as the content system's webhooks spell it: ProductPage → "product-page". */
export function modelNameOf(typeName: string): string {
  return typeName
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}
