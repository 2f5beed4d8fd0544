import { randomInt } from 'node:crypto';

/**
 * ID codes of professionals and distributors. A code is worth a discount to whoever links to it, so
 * it must not be guessable: ten characters drawn at random from 30 that cannot be mistaken for one
 * another when read aloud or copied from a card (no 0 or O, no 1, I or L, no U), about
 * 49 bits, in two groups of five after the kind: `PRO-K7MX4-RD9TQ`.
 */
export const ID_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ID_CODE_PREFIXES = { professional: 'PRO', distributor: 'DIS' } as const;
const GROUP = 5;
const GROUPS = 2;

export const ID_CODE_SHAPE = new RegExp(`^(PRO|DIS)(-[${ID_CODE_ALPHABET}]{${GROUP}}){${GROUPS}}$`);

/** A fresh random code; the unique index on users.code catches the (negligible) collision. */
export function newIdCode(kind: keyof typeof ID_CODE_PREFIXES): string {
  const groups: string[] = [];
  for (let g = 0; g < GROUPS; g++) {
    let group = '';
    for (let i = 0; i < GROUP; i++) group += ID_CODE_ALPHABET[randomInt(ID_CODE_ALPHABET.length)];
    groups.push(group);
  }
  return [ID_CODE_PREFIXES[kind], ...groups].join('-');
}

/** Bits of chance in one code: what a guesser is up against. */
export const ID_CODE_BITS = GROUP * GROUPS * Math.log2(ID_CODE_ALPHABET.length);
