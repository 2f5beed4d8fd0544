import { describe, expect, it } from 'vitest';
import { maskSeminarPhone, seminarListQuery, seminarRequestBody } from './seminars.ts';

/** Types a string into the field one key at a time, the caret at `caret` ('end' or 'start'). */
function type(keys: string, caret: 'end' | 'start'): string {
  let value = '+380';
  for (const key of keys) value = maskSeminarPhone(caret === 'end' ? value + key : key + value);
  return value;
}

describe('the seminar phone mask', () => {
  it('builds +380(##)###-##-## as digits are typed, wherever the caret stands', () => {
    expect(type('671234567', 'end')).toBe('+380(67)123-45-67');
    expect(maskSeminarPhone('9+380')).toBe('+380(9');
    expect(maskSeminarPhone('+380(67)123-45-679')).toBe('+380(67)123-45-67');
  });

  it('reads a pasted number in any usual spelling', () => {
    for (const pasted of ['+380671234567', '0671234567', '380671234567', '+38 (067) 123-45-67', '80671234567']) {
      expect(maskSeminarPhone(pasted)).toBe('+380(67)123-45-67');
      expect(maskSeminarPhone(`+380${pasted}`)).toBe('+380(67)123-45-67');
    }
  });

  it('keeps the prefix whole when deleting into it', () => {
    for (const left of ['+38', '+3', '+', '', '+380(']) expect(maskSeminarPhone(left)).toBe('+380');
  });

  it('is the 17 characters SPEC §5 asks for, and the contract reads it as +380 and nine digits', () => {
    expect(maskSeminarPhone('671234567')).toHaveLength(17);
    const body = seminarRequestBody.parse({ name: 'Оксана', surname: 'Литвин', phone: '+380(67)123-45-67', seminar_id: 3 });
    expect(body.phone).toBe('+380671234567');
    expect(seminarRequestBody.safeParse({ name: 'Оксана', surname: 'Литвин', phone: '+380(67)123', seminar_id: 3 }).success).toBe(false);
  });
});

describe('the seminars list query', () => {
  it('reads perPage as per_page and defaults to coming seminars, nine a page', () => {
    expect(seminarListQuery.parse({})).toMatchObject({ when: 'coming', page: 1, per_page: 9 });
    expect(seminarListQuery.parse({ perPage: '4', city: ['kyiv', 'lviv'] })).toMatchObject({ per_page: 4, city: 'kyiv' });
  });
});
