/**
 * The map link of a location (Locations block): an OpenStreetMap search for its address, opened in
 * the same tab. No map is embedded, so no third-party host is loaded with the page (docs/content-blocks.md §7).
 */

/** The lines of an address text (line breaks or commas as the content writes them), trimmed, empty ones dropped. */
export function addressLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** `https://www.openstreetmap.org/search?query=…` for the address parts; null when there are none. */
export function mapSearchHref(parts: ReadonlyArray<string | null | undefined>): string | null {
  const query = parts
    .flatMap((part) => addressLines(part))
    .join(', ')
    .replace(/\s+/g, ' ')
    .trim();
  return query ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}` : null;
}
