import { describe, expect, it } from 'vitest';
import { OTHER_LETTER } from '@shop/contracts/ingredients';
import { OTHER_GROUP, ingredientIndexSearch, readIngredientIndexQuery } from './ingredient-index-query.ts';

describe('ingredient index query', () => {
  it('reads a letter in any case and the # group', () => {
    expect(OTHER_GROUP).toBe(OTHER_LETTER);
    expect(readIngredientIndexQuery(new URLSearchParams('letter=g')).letter).toBe('G');
    expect(readIngredientIndexQuery(new URLSearchParams('letter=%23')).letter).toBe('#');
  });

  it('ignores letters that are not in the index', () => {
    expect(readIngredientIndexQuery(new URLSearchParams('letter=Ж')).letter).toBeNull();
    expect(readIngredientIndexQuery(new URLSearchParams('letter=AB')).letter).toBeNull();
    expect(readIngredientIndexQuery(new URLSearchParams("letter=%27%3B")).letter).toBeNull();
  });

  it('cuts a long search and writes letter or search back to the URL', () => {
    expect(readIngredientIndexQuery(new URLSearchParams(`search=${'x'.repeat(500)}`)).search).toHaveLength(100);
    expect(ingredientIndexSearch({ letter: '#' })).toBe('?letter=%23');
    expect(ingredientIndexSearch({ letter: 'A', search: 'acid' })).toBe('?search=acid');
    expect(ingredientIndexSearch({})).toBe('');
  });
});
