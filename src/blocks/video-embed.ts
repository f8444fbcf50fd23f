/**
 * What the video embed block (ComponentMediaVideoEmbed, docs/content-blocks.md §3.4) does with its url, by the
 * iframe block's policy (iframe.ts): a YouTube url becomes the privacy facade (youtube.ts); a page
 * of a host in `siteConfig.iframeHosts` is embedded; any other https page is a link; anything else is a
 * content problem. A link to a Vimeo player leads to the video's page on vimeo.com instead of the
 * bare player.
 */
import { embedOf, type Embed } from './iframe.ts';
import { youtubeIdOfUrl } from '../embeds/youtube.ts';

export type VideoEmbed = { kind: 'youtube'; id: string } | Embed;

/** The page of a Vimeo player url (`player.vimeo.com/video/123` → `vimeo.com/123`), else the url. */
export function videoPageUrl(url: string): string {
  const parsed = new URL(url);
  const id = /^\/video\/(\d+)\/?$/.exec(parsed.pathname)?.[1];
  return parsed.hostname === 'player.vimeo.com' && id ? `https://vimeo.com/${id}` : url;
}

export function videoEmbedOf(url: string | null | undefined, allowedHosts: readonly string[]): VideoEmbed {
  const youtube = youtubeIdOfUrl(url);
  if (youtube) return { kind: 'youtube', id: youtube };
  const embed = embedOf(url, allowedHosts);
  if (embed.kind !== 'link') return embed;
  const href = videoPageUrl(embed.url);
  return { ...embed, url: href, host: new URL(href).hostname };
}
