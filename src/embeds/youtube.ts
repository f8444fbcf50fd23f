/**
 * YouTube videos (docs/content-blocks.md §3.4, §7): ids, the addresses a page may use, and ids inside video URLs. The
 * site never loads anything from YouTube before the visitor starts a video: the poster is drawn
 * locally, the player comes from the privacy-enhanced host (youtube-nocookie.com) after the click,
 * and without JavaScript the play control is a link to the video's page on youtube.com.
 */

/** A YouTube video id: eleven characters of the URL-safe base64 alphabet. */
const idPattern = /^[A-Za-z0-9_-]{11}$/;

export function isYoutubeId(value: unknown): value is string {
  return typeof value === 'string' && idPattern.test(value);
}

/** The video's page on youtube.com: the link a visitor without JavaScript follows. */
export function youtubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
}

/** The player, privacy-enhanced and starting at once: created only after the visitor's click. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`;
}

const watchHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const embedHosts = new Set(['youtube.com', 'www.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);

/**
 * The video id of a YouTube URL (`youtube.com/watch?v=…`, `youtu.be/…`, `…/embed/…`,
 * `…/shorts/…`, `…/live/…`, also from youtube-nocookie.com), or null for any other URL, a URL that
 * is not http(s), or an id that is not one.
 */
export function youtubeIdOfUrl(value: string | null | undefined): string | null {
  let url: URL;
  try {
    url = new URL(value?.trim() ?? '');
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const [first, second] = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = first;
  else if (watchHosts.has(host) && first === 'watch') id = url.searchParams.get('v');
  else if (watchHosts.has(host) && (first === 'shorts' || first === 'live')) id = second;
  else if (embedHosts.has(host) && first === 'embed') id = second;
  return isYoutubeId(id) ? id : null;
}
