/** Test data shared by the block render tests. */

/** An all-languages text with German, English and optionally Japanese; the others missing. */
export const text = (german: string | null, english: string | null, japanese: string | null = null) => ({
  german,
  english,
  japanese,
  chinese: null,
  taiwanese: null,
});
