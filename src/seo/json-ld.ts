/**
 * Structured data (schema.org JSON-LD) in a page: the text of a `<script type="application/ld+json">`.
 * `<` is written as `\u003c`, so no text of the content can close the script element.
 */
export function jsonLdHtml(data: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
