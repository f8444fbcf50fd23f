/** What the iframe block does with a URL: embed it (allowed host), link to it (other https page), or nothing. */
export type Embed = { kind: 'embed'; url: string; host: string } | { kind: 'link'; url: string; host: string } | { kind: 'invalid' };

export function embedOf(value: string | null | undefined, allowedHosts: readonly string[]): Embed {
  let url: URL;
  try {
    url = new URL(value?.trim() ?? '');
  } catch {
    return { kind: 'invalid' };
  }
  if (url.protocol !== 'https:' || url.username || url.password) return { kind: 'invalid' };
  const host = url.hostname.toLowerCase();
  return { kind: allowedHosts.includes(host) ? 'embed' : 'link', url: url.href, host };
}
