import { useEffect, useState } from 'react';

/**
 * True while the visitor scrolls down the page, false again once they scroll up or stop for
 * `settleMs`. Phones use it to move the floating buttons out of the way of the tiles being read.
 */
export function useScrollingDown(settleMs = 700): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < 4) return;
      setDown(y > last);
      last = y;
      clearTimeout(timer);
      timer = setTimeout(() => setDown(false), settleMs);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [settleMs]);
  return down;
}
