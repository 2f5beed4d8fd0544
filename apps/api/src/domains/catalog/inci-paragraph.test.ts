import { describe, expect, it } from 'vitest';
import { withoutInciParagraph } from './inci-paragraph.ts';

describe('withoutInciParagraph', () => {
  it('drops the paragraph that only repeats the INCI list, keeping the rest', () => {
    const html = '<p>Aqua, Glycerin, Niacinamide.</p><p>Не содержит парабенов.</p>';
    expect(withoutInciParagraph(html, ['Aqua', 'Glycerin', 'Niacinamide'])).toBe('<p>Не содержит парабенов.</p>');
  });

  it('keeps a paragraph that says more than the list, and everything when there is no list', () => {
    const html = '<p>Aqua, Glycerin — увлажняющая основа.</p>';
    expect(withoutInciParagraph(html, ['Aqua', 'Glycerin'])).toBe(html);
    expect(withoutInciParagraph('<p>Aqua.</p>', [])).toBe('<p>Aqua.</p>');
  });
});
