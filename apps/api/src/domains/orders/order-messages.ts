import type { ApiLanguage } from '@shop/contracts/i18n';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '../../db/schema/orders.ts';
import { messageTable } from '../../core/messages.ts';
import type { OrderEvent } from './order-state.ts';

/** The orders domain's words in Russian and Ukrainian: states, payment, history lines and refusals. */

const statusTitle = messageTable({
  ru: {
    new: 'Новый',
    confirmed: 'Подтверждён',
    awaiting_payment: 'Ожидает оплаты',
    paid: 'Оплачен',
    shipped: 'Отправлен',
    delivered: 'Доставлен',
    cancelled: 'Отменён',
    refunded: 'Деньги возвращены',
  },
  ua: {
    new: 'Новий',
    confirmed: 'Підтверджено',
    awaiting_payment: 'Очікує оплати',
    paid: 'Оплачено',
    shipped: 'Відправлено',
    delivered: 'Доставлено',
    cancelled: 'Скасовано',
    refunded: 'Кошти повернуто',
  },
}) satisfies (lang: ApiLanguage, key: OrderStatus) => string;

export function orderStatusTitle(lang: ApiLanguage, status: OrderStatus): string {
  return statusTitle(lang, status);
}

const paymentTitle = messageTable({
  ru: {
    cash: 'Оплата при получении',
    invoice_not_paid: 'Ожидает оплаты по счёту',
    liqpay_not_paid: 'Не оплачен',
    pending: 'Оплата обрабатывается',
    failed: 'Оплата не прошла',
    paid: 'Оплачен',
    refunded: 'Деньги возвращены',
    refund_due: 'Оплачен после отмены: деньги нужно вернуть',
  },
  ua: {
    cash: 'Оплата при отриманні',
    invoice_not_paid: 'Очікує оплати за рахунком',
    liqpay_not_paid: 'Не оплачено',
    pending: 'Оплата обробляється',
    failed: 'Оплата не пройшла',
    paid: 'Оплачено',
    refunded: 'Кошти повернуто',
    refund_due: 'Оплачено після скасування: кошти слід повернути',
  },
});

/**
 * How the order's payment stands, in the shopper's words (cash is paid on delivery, not "unpaid").
 * Money received for a cancelled order (`orderStatus` given) reads as a refund the shop owes.
 */
export function paymentStateTitle(lang: ApiLanguage, method: PaymentMethod, status: PaymentStatus, orderStatus?: OrderStatus): string {
  if (orderStatus === 'cancelled' && status === 'paid') return paymentTitle(lang, 'refund_due');
  if (status === 'not_paid') return paymentTitle(lang, method === 'cash' ? 'cash' : method === 'invoice' ? 'invoice_not_paid' : 'liqpay_not_paid');
  return paymentTitle(lang, status);
}

const methodTitle = messageTable({
  ru: { liqpay: 'Картой онлайн (LiqPay)', cash: 'Наличными при получении', invoice: 'По счёту' },
  ua: { liqpay: 'Карткою онлайн (LiqPay)', cash: 'Готівкою при отриманні', invoice: 'За рахунком' },
});

export function paymentMethodTitle(lang: ApiLanguage, method: PaymentMethod): string {
  return methodTitle(lang, method);
}

const eventTitle = messageTable({
  ru: {
    placed: 'Заказ оформлен',
    confirm: 'Заказ подтверждён',
    payment_started: 'Начата оплата картой',
    payment_succeeded: 'Оплата получена',
    payment_failed: 'Оплата не прошла',
    invoice_paid: 'Счёт оплачен',
    ship: 'Заказ отправлен',
    deliver: 'Заказ доставлен',
    cancel: 'Заказ отменён',
    refund: 'Деньги возвращены',
  },
  ua: {
    placed: 'Замовлення оформлено',
    confirm: 'Замовлення підтверджено',
    payment_started: 'Розпочато оплату карткою',
    payment_succeeded: 'Оплату отримано',
    payment_failed: 'Оплата не пройшла',
    invoice_paid: 'Рахунок оплачено',
    ship: 'Замовлення відправлено',
    deliver: 'Замовлення доставлено',
    cancel: 'Замовлення скасовано',
    refund: 'Кошти повернуто',
  },
});

const KNOWN_EVENTS = new Set<string>(['placed', 'confirm', 'payment_started', 'payment_succeeded', 'payment_failed', 'invoice_paid', 'ship', 'deliver', 'cancel', 'refund']);

/**
 * A history line's title. The event that created the order (written by checkout, with no previous
 * status) reads "placed" whatever checkout named it; an event this table does not know reads as the
 * status it led to.
 */
export function historyTitle(lang: ApiLanguage, event: string, fromStatus: string | null, toStatus: OrderStatus): string {
  if (fromStatus === null) return eventTitle(lang, 'placed');
  if (KNOWN_EVENTS.has(event)) return eventTitle(lang, event as OrderEvent | 'placed');
  return statusTitle(lang, toStatus);
}

/** Refusals of order routes. */
export const ordersMessage = messageTable({
  ru: {
    notFound: 'Заказ не найден',
    cannotCancel: 'Этот заказ уже нельзя отменить: он подтверждён, оплачен или отправлен. Свяжитесь с нами по телефону.',
    notAllowed: 'Нельзя выполнить «:event» для заказа в состоянии «:status»',
    waybillRequired: 'Укажите номер ТТН Новой Почты: 14 цифр, начинается с 20',
    waybillOnlyNovaPoshta: 'Номер ТТН указывается только при отправке Новой Почтой',
    waybillOnlyShip: 'Номер ТТН указывается только при отправке заказа',
    paymentOpen: 'Заказ сейчас оплачивается картой, поэтому его нельзя отменить. Дождитесь окончания оплаты (до 30 минут) и попробуйте снова.',
    staleVersion: 'Заказ уже изменил другой сотрудник, пока вы его смотрели. Ничего не изменено: обновите заказ и повторите действие.',
    refundFailed: 'LiqPay не вернул деньги (:reason). Заказ не изменён: попробуйте позже или верните деньги в кабинете LiqPay.',
    noCardPayment: 'Не найден платёж LiqPay этого заказа: верните деньги в кабинете LiqPay.',
  },
  ua: {
    notFound: 'Замовлення не знайдено',
    cannotCancel: 'Це замовлення вже не можна скасувати: його підтверджено, оплачено або відправлено. Зателефонуйте нам.',
    notAllowed: 'Неможливо виконати «:event» для замовлення в стані «:status»',
    waybillRequired: 'Вкажіть номер ТТН Нової Пошти: 14 цифр, починається з 20',
    waybillOnlyNovaPoshta: 'Номер ТТН вказується лише під час відправлення Новою Поштою',
    waybillOnlyShip: 'Номер ТТН вказується лише під час відправлення замовлення',
    paymentOpen: 'Замовлення зараз оплачується карткою, тому його не можна скасувати. Дочекайтеся завершення оплати (до 30 хвилин) і спробуйте знову.',
    staleVersion: 'Замовлення вже змінив інший співробітник, поки ви його переглядали. Нічого не змінено: оновіть замовлення й повторіть дію.',
    refundFailed: 'LiqPay не повернув кошти (:reason). Замовлення не змінено: спробуйте пізніше або поверніть кошти в кабінеті LiqPay.',
    noCardPayment: 'Не знайдено платіж LiqPay цього замовлення: поверніть кошти в кабінеті LiqPay.',
  },
});

/** The event's name in a refusal ("ship" → "Заказ отправлен" reads oddly, so actions are named as verbs). */
const actionTitle = messageTable({
  ru: {
    confirm: 'подтвердить',
    payment_started: 'начать оплату',
    payment_succeeded: 'отметить оплату',
    payment_failed: 'отметить неудачную оплату',
    invoice_paid: 'отметить оплату счёта',
    ship: 'отправить',
    deliver: 'отметить доставку',
    cancel: 'отменить',
    refund: 'вернуть деньги',
  },
  ua: {
    confirm: 'підтвердити',
    payment_started: 'розпочати оплату',
    payment_succeeded: 'позначити оплату',
    payment_failed: 'позначити невдалу оплату',
    invoice_paid: 'позначити оплату рахунку',
    ship: 'відправити',
    deliver: 'позначити доставку',
    cancel: 'скасувати',
    refund: 'повернути кошти',
  },
}) satisfies (lang: ApiLanguage, key: OrderEvent) => string;

export function notAllowedMessage(lang: ApiLanguage, event: OrderEvent, status: OrderStatus, paymentStatus: PaymentStatus, method: PaymentMethod): string {
  const state = `${statusTitle(lang, status)}, ${paymentStateTitle(lang, method, paymentStatus).toLowerCase()}`;
  return ordersMessage(lang, 'notAllowed', { event: actionTitle(lang, event), status: state });
}
