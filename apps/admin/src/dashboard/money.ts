/** Kopecks as hryvnias in the interface language ("1 234,50 грн"). */
export function formatMoney(kopecks: number, locale: string): string {
  const formatted = new Intl.NumberFormat(locale === 'ua' ? 'uk-UA' : 'ru-UA', { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(kopecks / 100);
  return `${formatted} грн`;
}
