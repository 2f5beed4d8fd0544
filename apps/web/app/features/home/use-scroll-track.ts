import { useCallback, useEffect, useRef, useState } from 'react';

interface TrackState {
  canPrev: boolean;
  canNext: boolean;
  /** Index of the page (a track's width) at the left edge: the active banner. */
  page: number;
}

/** Slack for sub-pixel scroll positions. */
const EDGE = 4;

/** Slides glide unless the shopper asked the system for less motion. */
function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * State and commands of a horizontally scrolling track (CSS scroll-snap does the sliding): whether
 * the arrows can move, which page is showing, and scrolling by a page or to a page. Before hydration
 * the arrows assume there is more to the right, which is true for every block with more items than fit.
 */
export function useScrollTrack<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState<TrackState>({ canPrev: false, canNext: true, page: 0 });

  const measure = useCallback(() => {
    const track = ref.current;
    if (!track) return;
    const next: TrackState = {
      canPrev: track.scrollLeft > EDGE,
      canNext: track.scrollLeft + track.clientWidth < track.scrollWidth - EDGE,
      page: track.clientWidth ? Math.round(track.scrollLeft / track.clientWidth) : 0,
    };
    setState((s) => (s.canPrev === next.canPrev && s.canNext === next.canNext && s.page === next.page ? s : next));
  }, []);

  useEffect(() => {
    const track = ref.current;
    if (!track) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    // The first measurement comes from the observer's initial report, made after the browser's own
    // layout: measuring here instead would force a layout of every carousel during hydration.
    const resize = new ResizeObserver(measure);
    resize.observe(track);
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener('scroll', onScroll);
      resize.disconnect();
    };
  }, [measure]);

  /** Moves one visible width back (-1) or forward (1); scroll-snap settles on the nearest item. */
  const scrollByPage = useCallback((direction: -1 | 1) => {
    const track = ref.current;
    if (track) track.scrollBy({ left: direction * track.clientWidth, behavior: scrollBehavior() });
  }, []);

  const scrollToPage = useCallback((page: number) => {
    const track = ref.current;
    if (track) track.scrollTo({ left: page * track.clientWidth, behavior: scrollBehavior() });
  }, []);

  return { ref, ...state, scrollByPage, scrollToPage };
}
