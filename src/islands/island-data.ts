/**
 * Data many islands of a page share and many pages repeat (the navigation of a locale): written once
 * per page as a JSON `<script>` (src/components/IslandData.astro), not as island props. Astro
 * serialises every island's props per page into an attribute and hashes them; the menus' navigation
 * (~13 KB, given to two islands) made that the largest single cost of a full build and a third of
 * each page's HTML. The JSON text is made once per build and id.
 *
 * - Server: the page provides the value under an id (`islandDataJson`) before its islands render;
 *   an island reading the id during server rendering gets the value itself.
 * - Browser: an island reads the id from the page's `<script type="application/json">` (parsed once).
 *
 * An id names one value per build (e.g. `nav-en`); a new value under the same id replaces it.
 */

interface Entry {
  value: unknown;
  json: string;
}

const provided = new Map<string, Entry>();
const parsed = new Map<string, unknown>();

/** The id attribute of the `<script>` that carries island data `id`. */
export const islandDataElementId = (id: string): string => `island-data-${id}`;

/**
 * Provides `value` under `id` for server rendering and returns its JSON text for the page, safe
 * inside a `<script>` element (`<` escaped, so no `</script>` or `<!--` can occur). Made once per id and value.
 */
export function islandDataJson(id: string, value: unknown): string {
  const entry = provided.get(id);
  if (entry && entry.value === value) return entry.json;
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  provided.set(id, { value, json });
  return json;
}

/** The value provided under `id`: on the server the value itself, in the browser parsed from the page. */
export function readIslandData<T>(id: string): T {
  if (typeof document === 'undefined') {
    const entry = provided.get(id);
    if (!entry) throw new Error(`island data "${id}" was not provided before the island rendered`);
    return entry.value as T;
  }
  if (parsed.has(id)) return parsed.get(id) as T;
  const element = document.getElementById(islandDataElementId(id));
  if (!element?.textContent) throw new Error(`island data "${id}": no #${islandDataElementId(id)} in the page`);
  const value = JSON.parse(element.textContent) as T;
  parsed.set(id, value);
  return value;
}

const fragments = new WeakMap<object, string>();

/**
 * Server rendering only: HTML of an island's subtree that is the same on many pages (a closed
 * drawer of the main menu), made once per build (src/islands/prerender.ts) under a key object and
 * inserted by the island instead of rendering the subtree again for every page.
 */
export function providePrerenderedHtml(key: object, html: string): void {
  fragments.set(key, html);
}

/** The prerendered HTML under `key` on the server; always undefined in the browser (the island renders it). */
export function prerenderedHtml(key: object): string | undefined {
  return typeof document === 'undefined' ? fragments.get(key) : undefined;
}
