import type { BasketLine } from '@shop/contracts/basket';

/**
 * Pure rules over stored basket lines (SPEC §4 "Basket"), kept apart from storage so they can be
 * tested: what a stored basket holds, and how added lines join the ones already there.
 */

/** The lines of a stored basket (`{ v: 1, lines }`); anything unreadable is an empty basket. */
export function readBasketJson(raw: string | null): BasketLine[] {
  if (!raw) return [];
  try {
    const stored = JSON.parse(raw) as { v?: unknown; lines?: unknown };
    if (stored?.v !== 1 || !Array.isArray(stored.lines)) return [];
    return stored.lines.filter(isLine);
  } catch {
    return [];
  }
}

function isLine(value: unknown): value is BasketLine {
  const line = value as Partial<BasketLine> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    Number.isInteger(line.id) &&
    Number.isInteger(line.select_count) &&
    (line.select_count ?? 0) >= 1 &&
    typeof line.select_type === 'object' &&
    line.select_type !== null &&
    Number.isInteger(line.select_type.id)
  );
}

const sameLine = (a: BasketLine, b: BasketLine) => a.id === b.id && a.select_type.id === b.select_type.id && a.type === b.type;

/**
 * Adds lines: an identical line (same product, variant and kind) grows by the added count, capped at
 * the variant's stock (SPEC §5; at least 1); a product flagged `hasDuplicate` is never merged.
 */
export function mergeLines(current: readonly BasketLine[], added: readonly BasketLine[]): BasketLine[] {
  const result = [...current];
  for (const line of added) {
    const index = line.hasDuplicate ? -1 : result.findIndex((existing) => !existing.hasDuplicate && sameLine(existing, line));
    if (index === -1) {
      result.push(line);
      continue;
    }
    const existing = result[index];
    const cap = Math.max(1, line.select_type.quantity || existing.select_type.quantity || 1);
    result[index] = { ...line, select_count: Math.min(existing.select_count + line.select_count, cap) };
  }
  return result;
}
