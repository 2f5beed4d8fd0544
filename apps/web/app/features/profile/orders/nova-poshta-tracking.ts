/**
 * Nova Poshta's public tracking page for a waybill (the express waybill number of a shipped order):
 * the shopper follows the parcel there. Only digits make a waybill; anything else gets no link.
 */
export function novaPoshtaTrackingUrl(waybill: string | null): string | null {
  const number = waybill?.replace(/\s/g, '') ?? '';
  if (!/^\d{10,20}$/.test(number)) return null;
  return `https://novaposhta.ua/tracking/?cargo_number=${number}`;
}
