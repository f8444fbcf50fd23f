/** Path assembly shared by the URL builders: encoded segments, leading and trailing slash, optional hash. */

export function path(segments: readonly string[], hash?: string | null): string {
  const joined = `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}/`;
  const anchor = hash?.trim().replace(/^#/, '');
  return anchor ? `${joined}#${encodeURIComponent(anchor)}` : joined;
}

export function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
