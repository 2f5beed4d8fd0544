/** Whole grn of bonuses from what was typed: digits only, between 0 and the allowed most. */
export function clampBonuses(raw: string, max: number): number {
  const digits = raw.replace(/\D/g, '').slice(0, 9);
  if (!digits) return 0;
  return Math.max(0, Math.min(Number(digits), Math.max(0, max)));
}
