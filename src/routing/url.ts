/** Path assembly shared by the URL builders: encoded segments, leading and trailing slash, optional hash. */

export function path(segments: readonly string[], hash?: string | null): string {
  return withHash(`/${segments.map((segment) => encodeURIComponent(segment)).join('/')}/`, hash);
}

/** A path with an optional hash anchor (`#` optional in `hash`, the anchor encoded). */
export function withHash(base: string, hash?: string | null): string {
  const anchor = hash?.trim().replace(/^#/, '');
  return anchor ? `${base}#${encodeURIComponent(anchor)}` : base;
}

export function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
