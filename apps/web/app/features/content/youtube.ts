import type { VideoLink } from '@shop/contracts/content-blocks';

/** The YouTube video id of a watch, short, embed or youtu.be link; null for anything else. */
export function youtubeId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\.|^m\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = parsed.pathname.slice(1).split('/')[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parsed.pathname === '/watch') id = parsed.searchParams.get('v');
    else {
      const match = /^\/(?:shorts|embed|live)\/([^/?#]+)/.exec(parsed.pathname);
      id = match?.[1] ?? null;
    }
  }
  return id && /^[A-Za-z0-9_-]{6,20}$/.test(id) ? id : null;
}

/**
 * The player URL of a video link: YouTube through its privacy-enhanced domain (no cookies until
 * played), autoplaying since it is loaded by the visitor's click. Null when the link is not YouTube.
 */
export function embedUrl(video: VideoLink): string | null {
  const id = youtubeId(video.url);
  if (!id) return null;
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0&enablejsapi=1`;
}

/** Shorts are portrait (9:16); other videos 16:9. */
export function isPortrait(video: VideoLink): boolean {
  return video.type === 'youtube_shorts' || /\/shorts\//.test(video.url);
}
