import type { BasketLine } from '@shop/contracts/basket';
import { BASKET_LINE_TYPES, MAX_BASKET_LINES } from '@shop/contracts/constants';
import { readStored, removeStored, writeStored } from '../../lib/storage.ts';
import { clampCount } from './basket-lines.ts';

/**
 * The basket in browser storage (SPEC §3: "kept in browser storage"), under `procosmetics:basket`
 * as `{ v: 1, lines }`. What is read back is checked field by field: the value may come from an
 * older version of the shop or have been edited by hand, and a broken basket must read as empty,
 * never break the page. (The zod schema of the contract would do the same but weighs on every page.)
 */
export const BASKET_KEY = 'basket';
/** Whose basket the stored lines are: the user id it was last synced for, absent for a guest's. */
const OWNER_KEY = 'basket-owner';
const VERSION = 1;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isInt = (value: unknown): value is number => Number.isInteger(value);

function looksLikeLine(value: unknown): value is BasketLine {
  if (!isObject(value) || !isInt(value.id) || typeof value.title !== 'string' || typeof value.slug !== 'string') return false;
  if (!BASKET_LINE_TYPES.includes(value.type as BasketLine['type'])) return false;
  const variant = value.select_type;
  if (!isObject(variant) || !isInt(variant.id) || !isInt(variant.price) || typeof variant.value !== 'string') return false;
  return isObject(value.brand) && Array.isArray(value.productPrices) && isObject(value.analytics);
}

/** Lines from the stored text; anything unreadable is left out. */
export function parseStoredBasket(text: string | null): BasketLine[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!isObject(parsed) || parsed.v !== VERSION || !Array.isArray(parsed.lines)) return [];
  return parsed.lines
    .filter(looksLikeLine)
    .slice(0, MAX_BASKET_LINES)
    .map((line) => ({ ...line, select_count: clampCount(line.select_count, line.select_type) }));
}

export function serializeBasket(lines: readonly BasketLine[]): string {
  return JSON.stringify({ v: VERSION, lines });
}

export function readBasket(): BasketLine[] {
  return parseStoredBasket(readStored(BASKET_KEY));
}

export function writeBasket(lines: readonly BasketLine[]): void {
  if (lines.length === 0) removeStored(BASKET_KEY);
  else writeStored(BASKET_KEY, serializeBasket(lines));
}

export function readOwner(): number | null {
  const value = Number(readStored(OWNER_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function writeOwner(userId: number | null): void {
  if (userId === null) removeStored(OWNER_KEY);
  else writeStored(OWNER_KEY, String(userId));
}
