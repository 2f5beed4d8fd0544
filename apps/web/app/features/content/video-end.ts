/**
 * Tells when a YouTube player in an iframe (loaded with `enablejsapi=1`) finishes its video, without
 * loading YouTube's IFrame API script: the page asks the player to report its state ("listening"),
 * and the player posts `onStateChange` / `infoDelivery` messages, state 0 meaning ended.
 */
const YOUTUBE_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];
const ENDED = 0;

function stateOf(data: unknown): number | undefined {
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  if (!message || typeof message !== 'object') return undefined;
  const { event, info } = message as { event?: unknown; info?: unknown };
  if (event === 'onStateChange' && typeof info === 'number') return info;
  if (event === 'infoDelivery' && info && typeof info === 'object') {
    const state = (info as { playerState?: unknown }).playerState;
    return typeof state === 'number' ? state : undefined;
  }
  return undefined;
}

/** Calls `onEnded` once the iframe's video ends; returns the function that stops listening. */
export function watchVideoEnd(iframe: HTMLIFrameElement, onEnded: () => void): () => void {
  const listen = () => iframe.contentWindow?.postMessage(JSON.stringify({ event: 'listening', id: 'video', channel: 'widget' }), '*');
  // The player hears the request only once its own script runs: it is repeated until the player answers
  // (as YouTube's IFrame API does), for at most a minute of a slow connection.
  let tries = 0;
  const asking = window.setInterval(() => {
    if (++tries > 120) window.clearInterval(asking);
    else listen();
  }, 500);
  const onMessage = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow || !YOUTUBE_ORIGINS.includes(event.origin)) return;
    window.clearInterval(asking);
    if (stateOf(event.data) === ENDED) onEnded();
  };
  window.addEventListener('message', onMessage);
  iframe.addEventListener('load', listen);
  return () => {
    window.clearInterval(asking);
    window.removeEventListener('message', onMessage);
    iframe.removeEventListener('load', listen);
  };
}
