import type { BasketLineType } from '@shop/contracts/basket';
import type { ApiLanguage } from '@shop/contracts/i18n';
import { validationError } from '../../core/errors.ts';
import { type BasketEvent, WEBINAR_COUNT, eventKey, eventVariant, isEventLine } from './basket-events.ts';
import type { BasketVariant } from './basket-variants.repository.ts';
import { checkoutMessage } from './checkout.messages.ts';

/** A line as the browser names it, after the contract (`basketLineInput`). */
export interface LineInput {
  id: number;
  product_price_id: number;
  count: number;
  type: BasketLineType;
}

/** A line matched to its variant; `index` is its place in the request, for field errors. */
export interface BasketLine {
  index: number;
  type: BasketLineType;
  count: number;
  variant: BasketVariant;
  /** A ticket's seminar or a webinar's course (basket-events.ts); the variant is then its stand-in. */
  event?: BasketEvent;
}

/** Lines the shopper pays for; samples and gifts are free (decision 0015). */
export function isPaidLine(type: BasketLineType): boolean {
  return type !== 'sampler' && type !== 'gift';
}

/**
 * Matches the browser's lines to the variants found. Each bad line is named as
 * `products.<index>.product_price_id`: a variant that is unknown or not on sale, a variant of
 * another product than the line's `id`, or the same variant twice in one kind of line (lines of a
 * `hasDuplicate` product are kept apart on purpose and may repeat). Gift lines the browser sends
 * are left out: the shop adds gifts itself from its rules.
 */
export function matchBasketLines(
  inputs: readonly LineInput[],
  variants: ReadonlyMap<number, BasketVariant>,
  lang: ApiLanguage,
  events: ReadonlyMap<string, BasketEvent> = new Map(),
): { lines: BasketLine[]; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  const lines: BasketLine[] = [];
  inputs.forEach((input, index) => {
    if (input.type === 'gift') return;
    const field = `products.${index}.product_price_id`;
    if (isEventLine(input.type)) {
      const event = events.get(eventKey(input.type, input.id));
      const key = eventKey(input.type, input.id);
      if (!event || input.product_price_id !== input.id) errors[field] = [checkoutMessage(lang, input.type === 'ticket' ? 'ticketMissing' : 'webinarMissing')];
      else if (seen.has(key)) errors[field] = [checkoutMessage(lang, 'duplicate')];
      else if (input.type === 'webinar' && input.count !== WEBINAR_COUNT) errors[`products.${index}.count`] = [checkoutMessage(lang, 'webinarCount')];
      else {
        seen.add(key);
        lines.push({ index, type: input.type, count: input.count, variant: eventVariant(event), event });
      }
      return;
    }
    const variant = variants.get(input.product_price_id);
    if (!variant) {
      errors[field] = [checkoutMessage(lang, 'priceMissing')];
      return;
    }
    if (variant.productId !== input.id) {
      errors[field] = [checkoutMessage(lang, 'otherProduct')];
      return;
    }
    const key = `${input.type}:${variant.id}`;
    if (seen.has(key) && !variant.hasDuplicate) {
      errors[field] = [checkoutMessage(lang, 'duplicate')];
      return;
    }
    seen.add(key);
    lines.push({ index, type: input.type, count: input.count, variant });
  });
  return { lines, errors };
}

/** `matchBasketLines`, answering 422 with every bad line named. */
export function resolveBasketLines(
  inputs: readonly LineInput[],
  variants: ReadonlyMap<number, BasketVariant>,
  lang: ApiLanguage,
  events: ReadonlyMap<string, BasketEvent> = new Map(),
): BasketLine[] {
  const { lines, errors } = matchBasketLines(inputs, variants, lang, events);
  if (Object.keys(errors).length) throw validationError(lang, errors);
  return lines;
}

/**
 * Units wanted per variant over all lines (a variant may be bought and also picked as a sample).
 * Ticket and webinar lines take no product stock and are left out.
 */
export function unitsPerVariant(lines: ReadonlyArray<{ variant: { id: number }; count: number; event?: BasketEvent }>): Map<number, number> {
  const units = new Map<number, number>();
  for (const line of lines) if (!line.event) units.set(line.variant.id, (units.get(line.variant.id) ?? 0) + line.count);
  return units;
}
