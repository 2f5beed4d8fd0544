/**
 * Whether a typed quantity asked for more than may be bought, so that the stepper can say what is
 * left instead of silently turning "999" into "74" (SPEC §5: a count never exceeds the stock).
 */
export function askedOverMax(typed: string, max: number): boolean {
  const value = Number(typed.replace(',', '.'));
  return Number.isFinite(value) && Math.ceil(value) > max;
}
