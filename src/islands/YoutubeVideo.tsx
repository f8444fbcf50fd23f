/**
 * The privacy facade of a YouTube video (docs/content-blocks.md §7): a poster drawn locally (the title on a
 * calm surface, a play button) and nothing loaded from YouTube until the visitor starts the video;
 * then the player of youtube-nocookie.com takes the poster's place, starts playing and takes the
 * focus. Before it runs (no JavaScript, or not hydrated yet) the play control is a link to the
 * video's page on youtube.com.
 */
import { useEffect, useRef, useState } from 'react';
import { youtubeEmbedUrl, youtubeWatchUrl } from '../embeds/youtube.ts';
import { useHydrated } from './parts/hooks.ts';
import './YoutubeVideo.css';

interface Props {
  /** A valid video id (src/embeds/youtube.ts isYoutubeId); the block renders no island otherwise. */
  videoId: string;
  title: string;
  /** `lang` of the whole player (the video's language), when it differs from the page. */
  lang?: string | undefined;
  /** `lang` of the title, when it differs from the player's language. */
  titleLang?: string | undefined;
  /** `lang` of the labels (the page's language), when it differs from the player's language. */
  labelLang?: string | undefined;
  labels: {
    /** The play button: "Play video". */
    play: string;
    /** The link without JavaScript: "Watch on YouTube". */
    watch: string;
  };
}

const PlayIcon = () => (
  <svg className="youtube-video-icon" viewBox="0 0 68 48" width="68" height="48" aria-hidden="true" focusable="false">
    <rect width="68" height="48" rx="12" fill="currentColor" />
    <path d="M27 15v18l16-9z" fill="#fff" />
  </svg>
);

export default function YoutubeVideo({ videoId, title, lang, titleLang, labelLang, labels }: Props) {
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  return (
    <div className="youtube-video" lang={lang} data-playing={playing ? '' : undefined}>
      {playing ? (
        <iframe
          ref={player}
          className="youtube-video-player"
          src={youtubeEmbedUrl(videoId)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          <span className="youtube-video-title" lang={titleLang}>
            {title}
          </span>
          {hydrated ? (
            <button type="button" className="youtube-video-play" lang={labelLang} onClick={() => setPlaying(true)}>
              <PlayIcon />
              <span className="youtube-video-label">{labels.play}</span>
              <span className="visually-hidden" lang={titleLang}>
                : {title}
              </span>
            </button>
          ) : (
            <a className="youtube-video-play" href={youtubeWatchUrl(videoId)} lang={labelLang} rel="noopener noreferrer">
              <PlayIcon />
              <span className="youtube-video-label">{labels.watch}</span>
              <span className="visually-hidden" lang={titleLang}>
                : {title}
              </span>
            </a>
          )}
        </>
      )}
    </div>
  );
}
