/** Test data shared by the block render tests. */

/** An all-languages text with German, English and optionally Japanese; the others missing. */
export const text = (german: string | null, english: string | null, japanese: string | null = null) => ({
  german,
  english,
  japanese,
  chinese: null,
  taiwanese: null,
});

/** Rendered HTML without the module scripts components bring along (the accordion's deep-link opener). */
export const withoutComponentScripts = (html: string) =>
  html.replace(/<script type="module" src="[^"]*\?astro&type=script[^"]*"><\/script>/g, '');
