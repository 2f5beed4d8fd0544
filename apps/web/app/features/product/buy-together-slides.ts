/**
 * SPEC §9, buy-together carousel: 3 slides, 2 below 672 px, 1 below 500 px. Arrows appear when
 * there are more items than fit: 4+ items with 3 slides, 3+ with 2, 2+ with 1.
 */
export const BUY_TOGETHER_BREAKPOINTS = { twoSlides: 672, oneSlide: 500 } as const;

export function slidesPerView(viewportWidth: number): 1 | 2 | 3 {
  if (viewportWidth < BUY_TOGETHER_BREAKPOINTS.oneSlide) return 1;
  if (viewportWidth < BUY_TOGETHER_BREAKPOINTS.twoSlides) return 2;
  return 3;
}

export function showsArrows(viewportWidth: number, items: number): boolean {
  return items > slidesPerView(viewportWidth);
}

/**
 * Data attributes that let CSS show the arrows at each width without measuring in JavaScript:
 * `data-arrows-1` when one slide per view needs arrows, and so on.
 */
export function arrowAttributes(items: number): Record<string, '' | undefined> {
  return {
    'data-arrows-1': showsArrows(0, items) ? '' : undefined,
    'data-arrows-2': showsArrows(BUY_TOGETHER_BREAKPOINTS.oneSlide, items) ? '' : undefined,
    'data-arrows-3': showsArrows(BUY_TOGETHER_BREAKPOINTS.twoSlides, items) ? '' : undefined,
  };
}
