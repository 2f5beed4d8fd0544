import { describe, expect, it } from 'vitest';
import { arrowAttributes, showsArrows, slidesPerView } from './buy-together-slides.ts';

describe('slidesPerView', () => {
  it('shows 3 slides from 672 px, 2 from 500 px, 1 below', () => {
    expect(slidesPerView(1440)).toBe(3);
    expect(slidesPerView(672)).toBe(3);
    expect(slidesPerView(671)).toBe(2);
    expect(slidesPerView(500)).toBe(2);
    expect(slidesPerView(499)).toBe(1);
    expect(slidesPerView(375)).toBe(1);
  });
});

describe('showsArrows', () => {
  it('needs 4 items on wide screens, 3 between 500 and 672, 2 on phones', () => {
    expect(showsArrows(1440, 3)).toBe(false);
    expect(showsArrows(1440, 4)).toBe(true);
    expect(showsArrows(600, 2)).toBe(false);
    expect(showsArrows(600, 3)).toBe(true);
    expect(showsArrows(375, 1)).toBe(false);
    expect(showsArrows(375, 2)).toBe(true);
  });
});

describe('arrowAttributes', () => {
  it('marks the widths at which arrows show', () => {
    expect(arrowAttributes(1)).toEqual({ 'data-arrows-1': undefined, 'data-arrows-2': undefined, 'data-arrows-3': undefined });
    expect(arrowAttributes(3)).toEqual({ 'data-arrows-1': '', 'data-arrows-2': '', 'data-arrows-3': undefined });
    expect(arrowAttributes(5)).toEqual({ 'data-arrows-1': '', 'data-arrows-2': '', 'data-arrows-3': '' });
  });
});
