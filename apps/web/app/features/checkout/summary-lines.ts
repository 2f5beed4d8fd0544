import type { BasketLine } from '@shop/contracts/basket';
import type { Image } from '@shop/contracts/catalog';
import type { Quote } from '@shop/contracts/checkout';

export interface SummaryLine {
  key: string;
  title: string;
  value: string;
  image: Image | null;
  type: string;
  count: number;
  price: number;
  total: number;
  /** A free sample or gift. */
  free: boolean;
  /** Fewer units in stock than wanted (the order would be refused). */
  short: boolean;
  available: number;
}

/**
 * The lines the summary lists: the server's (prices, samples and gifts it added, stock now) when a
 * quote has come, with the basket's images; the basket's own until then.
 */
export function summaryLines(lines: readonly BasketLine[], quote: Quote | null): SummaryLine[] {
  // By kind and id: a ticket's seminar id may equal some variant's id.
  const images = new Map(lines.map((line) => [`${line.type === 'ticket' || line.type === 'webinar' ? line.type : 'goods'}:${line.select_type.id}`, line.select_type.image ?? line.image]));
  if (quote) {
    return quote.lines.map((line) => ({
      key: `${line.type}-${line.product_price_id}`,
      title: line.title,
      value: line.value,
      image: images.get(`${line.type === 'ticket' || line.type === 'webinar' ? line.type : 'goods'}:${line.product_price_id}`) ?? null,
      type: line.type,
      count: line.count,
      price: line.price,
      total: line.total,
      free: line.total === 0 && (line.type === 'sampler' || line.type === 'gift'),
      short: line.count > line.available,
      available: line.available,
    }));
  }
  return lines.map((line) => ({
    key: `${line.type}-${line.select_type.id}`,
    title: line.title,
    value: line.select_type.value,
    image: line.select_type.image ?? line.image,
    type: line.type,
    count: line.select_count,
    price: line.select_type.price,
    total: line.select_type.price * line.select_count,
    free: false,
    short: false,
    available: line.select_type.quantity,
  }));
}
