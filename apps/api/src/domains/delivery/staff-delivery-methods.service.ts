import type { ApiLanguage } from '@shop/contracts/i18n';
import { QUICK_ORDER_DELIVERY_METHOD_ID, type StaffDeliveryMethod, type StaffDeliveryMethodBody } from '@shop/contracts/staff-settings';
import { KOPECKS_PER_HRYVNIA } from '@shop/contracts/bounds';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, genericMessage, validationError } from '../../core/errors.ts';
import { messageTable } from '../../core/messages.ts';
import { recordStaffAction } from '../audit/audit.public.ts';
import { toHryvnia } from '../pricing/pricing.ts';
import type { DeliveryMethodRow } from './delivery-methods.repository.ts';
import { listAllMethods, lockMethod, updateMethod } from './staff-delivery-methods.repository.ts';

/**
 * The delivery methods as the back office keeps them (issue 29, screen "Settings"): titles,
 * descriptions, price, order and whether checkout offers them. The shop reads the table on every
 * request (no cache), so a save reaches the checkout form and the next quote at once; a quote or an
 * order always charges the table's price, never the browser's.
 */

const deliveryAdminMessage = messageTable({
  ru: { quickOrderMethod: 'Этот способ нужен для быстрого заказа, его нельзя отключить' },
  ua: { quickOrderMethod: 'Цей спосіб потрібен для швидкого замовлення, його не можна вимкнути' },
});

function toStaffMethod(row: DeliveryMethodRow): StaffDeliveryMethod {
  return {
    id: row.id,
    type: row.type,
    title_ru: row.titleRu,
    title_uk: row.titleUk,
    description_ru: row.descriptionRu,
    description_uk: row.descriptionUk,
    price: toHryvnia(row.price),
    active: row.active,
    sort: row.sort,
  };
}

/** One row for the back office's form; the table holds a handful of rows, so it is read whole. */
export async function getStaffDeliveryMethod(deps: ApiDeps, id: number, lang: ApiLanguage): Promise<StaffDeliveryMethod> {
  const row = (await listAllMethods(deps.database.db)).find((candidate) => candidate.id === id);
  if (!row) throw new HttpError(404, genericMessage(lang, 'notFound'));
  return toStaffMethod(row);
}

export async function listStaffDeliveryMethods(deps: ApiDeps): Promise<StaffDeliveryMethod[]> {
  return (await listAllMethods(deps.database.db)).map(toStaffMethod);
}

export async function saveDeliveryMethod(deps: ApiDeps, actorId: number, id: number, input: StaffDeliveryMethodBody, lang: ApiLanguage): Promise<StaffDeliveryMethod> {
  if (id === QUICK_ORDER_DELIVERY_METHOD_ID && !input.active) throw validationError(lang, { active: [deliveryAdminMessage(lang, 'quickOrderMethod')] });
  const row = await deps.database.db.transaction(async (tx) => {
    const current = await lockMethod(tx, id);
    if (!current) throw new HttpError(404, genericMessage(lang, 'notFound'));
    const values = {
      titleRu: input.title_ru,
      titleUk: input.title_uk,
      descriptionRu: input.description_ru,
      descriptionUk: input.description_uk,
      price: input.price * KOPECKS_PER_HRYVNIA,
      active: input.active,
      sort: input.sort,
    };
    const changed = (Object.keys(values) as (keyof typeof values)[]).filter((key) => current[key] !== values[key]);
    if (!changed.length) return current;
    const updated = await updateMethod(tx, id, values);
    if (!updated) throw new HttpError(404, genericMessage(lang, 'notFound'));
    await recordStaffAction(tx, {
      actorId,
      action: 'delivery_method.update',
      subjectType: 'delivery_method',
      subjectId: id,
      before: Object.fromEntries(changed.map((key) => [key, current[key]])),
      after: Object.fromEntries(changed.map((key) => [key, values[key]])),
    });
    return updated;
  });
  return toStaffMethod(row);
}
