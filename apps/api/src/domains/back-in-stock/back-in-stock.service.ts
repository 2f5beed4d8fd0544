import type { ApiLanguage } from '@shop/contracts/i18n';
import type { NotifyWhenAvailableBody } from '@shop/contracts/reviews';
import { validationMessage } from '@shop/contracts/validation';
import type { ApiDeps } from '../../deps.ts';
import { validationError } from '../../core/errors.ts';
import { messageTable } from '../../core/messages.ts';
import * as repo from './back-in-stock.repository.ts';
import { countSubmission } from '../reviews/submission-limit.ts';

/** Ten back-in-stock requests per address in ten minutes. */
export const NOTIFY_LIMIT = { name: 'notify-when-available', max: 10, windowSeconds: 600 };

/** SPEC §8 thank-you text, and its Russian version. */
const backInStockMessage = messageTable({
  ru: { thanks: 'Спасибо за обращение! Как только продукт появится в наличии, мы обязательно Вам сообщим' },
  ua: { thanks: "Дякуємо за звернення! Щойно продукт з'явиться в наявності, ми обов'язково Вам повідомимо" },
});

/**
 * The variant a request is for: the one named, or for a product the first variant out of stock
 * (that is what the visitor is waiting for), else its first variant.
 */
async function chooseVariant(deps: ApiDeps, body: NotifyWhenAvailableBody, lang: ApiLanguage): Promise<number> {
  const db = deps.database.db;
  const missing = (field: string) => validationError(lang, { [field]: [validationMessage(lang, 'validation.exists')] });
  if (body.product_price_id !== undefined) {
    const variant = await repo.findVariant(db, body.product_price_id);
    if (!variant || (body.product_id !== undefined && variant.productId !== body.product_id)) throw missing('product_price_id');
    return variant.id;
  }
  const variants = await repo.variantsOfProduct(db, body.product_id!);
  if (!variants.length) throw missing('product_id');
  return (variants.find((v) => v.quantity <= 0) ?? variants[0]).id;
}

/** POST /v1/products/notify-when-available: one open request per address and variant. */
export async function requestNotification(
  deps: ApiDeps,
  body: NotifyWhenAvailableBody,
  context: { lang: ApiLanguage; ip: string; visitorId: string; userId: number | null },
): Promise<{ message: string; created: boolean }> {
  const productPriceId = await chooseVariant(deps, body, context.lang);
  await countSubmission(deps.limits, NOTIFY_LIMIT, context.ip, context.lang);
  const created = await repo.insertOpenRequest(deps.database.db, {
    productPriceId,
    name: body.name,
    phone: body.phone,
    email: body.email.toLowerCase(),
    city: body.city,
    areaRef: body.areaRef || null,
    visitorId: context.visitorId || null,
    userId: context.userId,
  });
  return { message: backInStockMessage(context.lang, 'thanks'), created };
}
