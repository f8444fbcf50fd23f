/** Path assembly shared by the URL builders: encoded segments, leading and trailing slash, optional hash. */

export function path(segments: readonly string[], hash?: string | null): string {
  return withHash(`/${segments.map((segment) => encodeURIComponent(segment)).join('/')}/`, hash);
}

/** An anchor id as editors may write it (` #locations`, `##x`): trimmed, without leading `#`; null when empty. */
export function cleanAnchor(value: string | null | undefined): string | null {
  return value?.trim().replace(/^#+/, '') || null;
}

/** A path with an optional hash anchor (`#` optional in `hash`, the anchor encoded). */
export function withHash(base: string, hash?: string | null): string {
  const anchor = cleanAnchor(hash);
  return anchor ? `${base}#${encodeURIComponent(anchor)}` : base;
}

export function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
