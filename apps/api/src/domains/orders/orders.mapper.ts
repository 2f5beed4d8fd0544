import type { ApiLanguage } from '@shop/contracts/i18n';
import { type OrderDetail, type OrderSummary, STAFF_ORDER_EVENTS, type StaffOrder, type StaffOrderListItem } from '@shop/contracts/orders';
import { pick } from '../../core/localized.ts';
import { toImage } from '../catalog/product-summary.mapper.ts';
import { toHryvnia } from '../pricing/pricing.ts';
import { historyTitle, orderStatusTitle, paymentStateTitle } from './order-messages.ts';
import { isFinished, mayPayOnline, nextState, paymentOpen, refundDue, shopperMayCancel, type OrderState } from './order-state.ts';
import type { OrderEventRow, OrderLineRow, OrderRow } from './orders.repository.ts';
import type { StaffOrderRow } from './staff-orders.repository.ts';
import { deliveryCharge } from '@shop/contracts/delivery-rules';

/** Rows of the orders domain as the contracts show them: whole hryvnia, the caller's language. */

export function stateOf(row: Pick<OrderRow, 'status' | 'paymentStatus' | 'paymentMethod'>): OrderState {
  return { status: row.status, paymentStatus: row.paymentStatus, paymentMethod: row.paymentMethod };
}

function toLine(line: OrderLineRow, lang: ApiLanguage): OrderSummary['products'][number] {
  return {
    // A ticket or webinar line names its seminar or course here (decision 0018): the payment dialog links the webinar.
    id: line.productId ?? line.seminarId ?? line.courseId,
    product_price_id: line.productPriceId,
    type: line.type,
    title: pick(line, 'title', lang),
    slug: line.slug,
    value: pick(line, 'value', lang),
    article: line.article,
    image: toImage(line.image),
    count: line.count,
    price: toHryvnia(line.unitPrice),
    total: toHryvnia(line.total),
  };
}

/** What every list of orders shows of one: its number, time, state and payment in words, and its total. */
function whereOrderStands(
  row: Pick<OrderRow, 'number' | 'createdAt' | 'status' | 'paymentMethod' | 'paymentStatus' | 'total'>,
  lang: ApiLanguage,
): Pick<OrderSummary, 'number' | 'created_at' | 'status' | 'status_title' | 'payment_method' | 'payment_status' | 'payment_title' | 'total'> {
  return {
    number: row.number,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    status_title: orderStatusTitle(lang, row.status),
    payment_method: row.paymentMethod,
    payment_status: row.paymentStatus,
    payment_title: paymentStateTitle(lang, row.paymentMethod, row.paymentStatus, row.status),
    total: toHryvnia(row.total),
  };
}

/**
 * `now` decides whether an online payment may still be tried: past its deadline the order waits only
 * for the expiry job to cancel it.
 */
export function toOrderSummary(row: OrderRow, lines: OrderLineRow[], lang: ApiLanguage, now: Date): OrderSummary {
  const state = stateOf(row);
  const beforeDeadline = row.paymentDeadline === null || row.paymentDeadline.getTime() > now.getTime();
  return {
    ...whereOrderStands(row, lang),
    goods_total: toHryvnia(row.goodsTotal),
    discount_total: toHryvnia(row.discountTotal),
    bonuses_spent: toHryvnia(row.bonusesSpent),
    delivery_price: toHryvnia(row.deliveryPrice),
    // The same rule the quote applied when the order was placed, from the order's own amounts.
    delivery_charge: deliveryCharge({ type: row.deliveryType, price: toHryvnia(row.deliveryPrice) }, toHryvnia(row.goodsTotal - row.discountTotal)),
    delivery: {
      method: pick({ titleRu: row.deliveryTitleRu, titleUk: row.deliveryTitleUk }, 'title', lang),
      city: row.cityName,
      warehouse: row.warehouseName,
      address: row.address,
      waybill: row.waybill,
    },
    can_pay: mayPayOnline(state) && beforeDeadline,
    can_cancel: shopperMayCancel(state) && !paymentOpen({ ...state, paymentDeadline: row.paymentDeadline }, now),
    can_invoice: row.paymentMethod === 'invoice' && !isFinished(row.status),
    products: lines.map((line) => toLine(line, lang)),
  };
}

export function toOrderDetail(row: OrderRow, lines: OrderLineRow[], events: OrderEventRow[], lang: ApiLanguage, now: Date): OrderDetail {
  return {
    ...toOrderSummary(row, lines, lang, now),
    name: [row.name, row.secondName].filter(Boolean).join(' '),
    phone: row.phone,
    email: row.email,
    comment: row.comment,
    no_call: row.noCall,
    quick_order: row.quickOrder,
    history: events.map((event) => ({
      at: event.createdAt.toISOString(),
      status: event.toStatus,
      title: historyTitle(lang, event.event, event.fromStatus, event.toStatus),
    })),
  };
}

export function toStaffOrder(row: OrderRow, lines: OrderLineRow[], events: OrderEventRow[], lang: ApiLanguage, now: Date): StaffOrder {
  return {
    ...toOrderDetail(row, lines, events, lang, now),
    id: row.id,
    user_id: row.userId,
    quick_order: row.quickOrder,
    no_call: row.noCall,
    lang: row.lang,
    bonuses_earned: row.bonusesEarned,
    payment_deadline: row.paymentDeadline?.toISOString() ?? null,
    refund_due: refundDue(row),
    version: row.version,
    delivery_method_id: row.deliveryMethodId,
    actions: staffActionsOf(row, now),
  };
}

/** A row of the staff list (`staffOrderListItem`): the list's columns only. */
export function toStaffOrderListItem(row: StaffOrderRow, lang: ApiLanguage): StaffOrderListItem {
  return {
    id: row.id,
    ...whereOrderStands(row, lang),
    name: [row.name, row.secondName].filter(Boolean).join(' '),
    phone: row.phone,
    email: row.email,
    quick_order: row.quickOrder,
    delivery: { method: pick({ titleRu: row.deliveryTitleRu, titleUk: row.deliveryTitleUk }, 'title', lang) },
    delivery_method_id: row.deliveryMethodId,
    refund_due: refundDue(row),
    version: row.version,
  };
}

/** The staff events the order's state allows now: the buttons its page shows (the server checks again). */
export function staffActionsOf(row: OrderRow, now: Date): StaffOrder['actions'] {
  const state = stateOf(row);
  return STAFF_ORDER_EVENTS.filter((event) => {
    if (!nextState(state, event)) return false;
    return event !== 'cancel' || !paymentOpen({ ...state, paymentDeadline: row.paymentDeadline }, now);
  });
}
