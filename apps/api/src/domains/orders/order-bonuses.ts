/**
 * Bonuses an order earns (docs/decisions/0015-basket-money.md): 3 % of the money paid, in whole
 * hryvnia rounded down, credited when the order is delivered to a user who may use bonuses.
 */
export const EARNED_BONUS_PERCENT = 3;

/** Whole hryvnia of bonuses for an order whose total (money paid) is `totalKopecks`. */
export function earnedBonuses(totalKopecks: number): number {
  if (!Number.isFinite(totalKopecks) || totalKopecks <= 0) return 0;
  // Integer arithmetic: kopecks × percent / (100 kopecks × 100 %), rounded down.
  return Math.floor((Math.trunc(totalKopecks) * EARNED_BONUS_PERCENT) / 10_000);
}
