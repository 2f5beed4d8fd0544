/**
 * Kopecks written the Ukrainian way for the sandbox page and invoices: thousands split by a
 * no-break space, a decimal comma, always two decimals (123456 → "1 234,56"). Written out rather
 * than left to Intl, whose spaces and signs differ between ICU builds.
 */
export function formatKopecks(kopecks: number): string {
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(Math.round(kopecks));
  const hryvnias = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${sign}${hryvnias},${String(abs % 100).padStart(2, '0')}`;
}
