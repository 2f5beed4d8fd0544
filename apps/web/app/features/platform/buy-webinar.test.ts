import { describe, expect, it } from 'vitest';
import { eventLine } from '../basket/basket-lines.ts';
import { webinarLineInput } from './buy-webinar.ts';

describe('webinarLineInput', () => {
  it('makes one webinar line of the course at its price', () => {
    const line = eventLine(webinarLineInput({ id: 7, title: 'Пилинги', price: 900 }, 'Вебинар'));
    expect(line).toMatchObject({ type: 'webinar', id: 7, title: 'Пилинги', uaTitle: 'Пилинги', select_count: 1, inStock: true });
    expect(line.select_type).toMatchObject({ id: 7, price: 900, quantity: 1, value: 'Вебинар' });
  });
});
