import type { ApiLanguage } from '@shop/contracts/i18n';
import type { OrderDetail } from '@shop/contracts/orders';
import type { ORDER_NOTICE_KINDS } from '../../db/schema/orders.ts';
import type { Letter } from '../../providers/email/mailer.ts';
import { paymentMethodTitle } from './order-messages.ts';
import { refundDue } from './order-state.ts';
import { FREE_DELIVERY_FROM_UAH } from '@shop/contracts/constants';

/**
 * The letters and text messages a shopper gets about an order, one for each change of its state
 * (placed, confirmed, paid, payment refused, shipped, delivered, cancelled, refunded), in the order's
 * language. Each carries the link to the order's own page (order-page-link.ts), where a refused card
 * payment can be paid again. Every value from the order is escaped in the HTML part.
 */

export type OrderNotice = (typeof ORDER_NOTICE_KINDS)[number];

/** Nova Poshta's public tracking page for a waybill. */
export function trackingLink(waybill: string): string {
  return `https://novaposhta.ua/tracking/?cargo_number=${encodeURIComponent(waybill)}`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Header values must stay on one line. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

const WORDS = {
  ru: {
    subject: {
      placed: 'Заказ №:number принят',
      confirmed: 'Заказ №:number подтверждён',
      paid: 'Оплата заказа №:number получена',
      payment_failed: 'Оплата заказа №:number не прошла',
      shipped: 'Заказ №:number отправлен',
      delivered: 'Заказ №:number доставлен',
      cancelled: 'Заказ №:number отменён',
      refunded: 'Деньги за заказ №:number возвращены',
    },
    intro: {
      placed: 'Спасибо за заказ! Мы приняли его и скоро свяжемся с вами для подтверждения.',
      confirmed: 'Мы подтвердили заказ. Соберём и отправим его в ближайшее время.',
      paid: 'Мы получили оплату заказа. Соберём и отправим его в ближайшее время.',
      payment_failed: 'Оплата картой не прошла: банк её отклонил, деньги не списаны. Заказ ждёт оплаты — попробуйте ещё раз по ссылке ниже.',
      shipped: 'Ваш заказ отправлен.',
      delivered: 'Заказ доставлен. Спасибо, что выбрали нас!',
      cancelled: 'Заказ отменён.',
      refunded: 'Мы вернули деньги за заказ. Срок их зачисления зависит от вашего банка.',
    },
    /** Confirmed, and now waiting for the card or invoice payment. */
    confirmedAwaiting: 'Мы подтвердили заказ. Отправим его, как только получим оплату.',
    /** An order of seminar tickets and webinars alone: nothing is packed or sent (decision 0018). */
    events: {
      tickets: {
        confirmed: 'Мы подтвердили заказ: место на семинаре за вами. Ждём вас!',
        confirmedAwaiting: 'Мы подтвердили заказ. Место на семинаре станет вашим, как только мы получим оплату.',
        paid: 'Мы получили оплату заказа: место на семинаре за вами. Ждём вас!',
      },
      webinars: {
        confirmed: 'Мы подтвердили заказ. Вебинар откроется на платформе, как только мы получим оплату.',
        confirmedAwaiting: 'Мы подтвердили заказ. Вебинар откроется на платформе, как только мы получим оплату.',
        paid: 'Мы получили оплату заказа: вебинар уже открыт для вас на платформе.',
      },
      both: {
        confirmed: 'Мы подтвердили заказ. Ждём вас на семинаре, а вебинар откроется на платформе после оплаты.',
        confirmedAwaiting: 'Мы подтвердили заказ. Место на семинаре и вебинар станут вашими, как только мы получим оплату.',
        paid: 'Мы получили оплату заказа: место на семинаре за вами, а вебинар уже открыт на платформе.',
      },
    },
    eventsGoods: 'В заказе',
    eventsGoodsTotal: 'Стоимость',
    cancelledRefund: 'Оплата поступила, когда заказ уже был отменён: мы вернём деньги.',
    cancelledUnpaid: 'Заказ не был оплачен, деньги не списывались.',
    hello: 'Здравствуйте, :name!',
    helloNoName: 'Здравствуйте!',
    goods: 'Товары',
    goodsTotal: 'Сумма товаров',
    discount: 'Скидка',
    bonuses: 'Оплачено бонусами',
    delivery: 'Доставка',
    deliveryFree: 'бесплатно',
    deliveryCarrier: 'по тарифам перевозчика, бесплатно от :from',
    total: 'К оплате',
    paidTotal: 'Итого',
    payment: 'Оплата',
    waybill: 'Номер ТТН',
    track: 'Отследить посылку',
    orderPage: 'Страница заказа',
    pay: 'Оплатить заказ',
    currency: 'грн',
    free: 'в подарок',
    sms: {
      placed: 'ProCosmetics: заказ №:number принят, сумма :total грн.',
      confirmed: 'ProCosmetics: заказ №:number подтверждён, сумма :total грн.',
      paid: 'ProCosmetics: оплата заказа №:number получена.',
      payment_failed: 'ProCosmetics: оплата заказа №:number не прошла, оплатить снова:',
      shipped: 'ProCosmetics: заказ №:number отправлен.',
      shippedWaybill: 'ProCosmetics: заказ №:number отправлен, ТТН :waybill.',
      delivered: 'ProCosmetics: заказ №:number доставлен.',
      cancelled: 'ProCosmetics: заказ №:number отменён.',
      cancelledRefund: 'ProCosmetics: заказ №:number отменён, деньги вернём.',
      refunded: 'ProCosmetics: деньги за заказ №:number возвращены.',
    },
  },
  ua: {
    subject: {
      placed: 'Замовлення №:number прийнято',
      confirmed: 'Замовлення №:number підтверджено',
      paid: 'Оплату замовлення №:number отримано',
      payment_failed: 'Оплата замовлення №:number не пройшла',
      shipped: 'Замовлення №:number відправлено',
      delivered: 'Замовлення №:number доставлено',
      cancelled: 'Замовлення №:number скасовано',
      refunded: 'Кошти за замовлення №:number повернено',
    },
    intro: {
      placed: 'Дякуємо за замовлення! Ми його прийняли й незабаром зв’яжемося з вами для підтвердження.',
      confirmed: 'Ми підтвердили замовлення. Зберемо й відправимо його найближчим часом.',
      paid: 'Ми отримали оплату замовлення. Зберемо й відправимо його найближчим часом.',
      payment_failed: 'Оплата карткою не пройшла: банк її відхилив, кошти не списано. Замовлення чекає на оплату — спробуйте ще раз за посиланням нижче.',
      shipped: 'Ваше замовлення відправлено.',
      delivered: 'Замовлення доставлено. Дякуємо, що обрали нас!',
      cancelled: 'Замовлення скасовано.',
      refunded: 'Ми повернули кошти за замовлення. Строк їх зарахування залежить від вашого банку.',
    },
    confirmedAwaiting: 'Ми підтвердили замовлення. Відправимо його, щойно отримаємо оплату.',
    events: {
      tickets: {
        confirmed: 'Ми підтвердили замовлення: місце на семінарі за вами. Чекаємо на вас!',
        confirmedAwaiting: 'Ми підтвердили замовлення. Місце на семінарі стане вашим, щойно ми отримаємо оплату.',
        paid: 'Ми отримали оплату замовлення: місце на семінарі за вами. Чекаємо на вас!',
      },
      webinars: {
        confirmed: 'Ми підтвердили замовлення. Вебінар відкриється на платформі, щойно ми отримаємо оплату.',
        confirmedAwaiting: 'Ми підтвердили замовлення. Вебінар відкриється на платформі, щойно ми отримаємо оплату.',
        paid: 'Ми отримали оплату замовлення: вебінар уже відкрито для вас на платформі.',
      },
      both: {
        confirmed: 'Ми підтвердили замовлення. Чекаємо на вас на семінарі, а вебінар відкриється на платформі після оплати.',
        confirmedAwaiting: 'Ми підтвердили замовлення. Місце на семінарі й вебінар стануть вашими, щойно ми отримаємо оплату.',
        paid: 'Ми отримали оплату замовлення: місце на семінарі за вами, а вебінар уже відкрито на платформі.',
      },
    },
    eventsGoods: 'У замовленні',
    eventsGoodsTotal: 'Вартість',
    cancelledRefund: 'Оплата надійшла, коли замовлення вже було скасовано: ми повернемо кошти.',
    cancelledUnpaid: 'Замовлення не було оплачено, кошти не списувалися.',
    hello: 'Вітаємо, :name!',
    helloNoName: 'Вітаємо!',
    goods: 'Товари',
    goodsTotal: 'Сума товарів',
    discount: 'Знижка',
    bonuses: 'Сплачено бонусами',
    delivery: 'Доставка',
    deliveryFree: 'безкоштовно',
    deliveryCarrier: 'за тарифами перевізника, безкоштовно від :from',
    total: 'До сплати',
    paidTotal: 'Разом',
    payment: 'Оплата',
    waybill: 'Номер ТТН',
    track: 'Відстежити посилку',
    orderPage: 'Сторінка замовлення',
    pay: 'Оплатити замовлення',
    currency: 'грн',
    free: 'у подарунок',
    sms: {
      placed: 'ProCosmetics: замовлення №:number прийнято, сума :total грн.',
      confirmed: 'ProCosmetics: замовлення №:number підтверджено, сума :total грн.',
      paid: 'ProCosmetics: оплату замовлення №:number отримано.',
      payment_failed: 'ProCosmetics: оплата замовлення №:number не пройшла, оплатити знову:',
      shipped: 'ProCosmetics: замовлення №:number відправлено.',
      shippedWaybill: 'ProCosmetics: замовлення №:number відправлено, ТТН :waybill.',
      delivered: 'ProCosmetics: замовлення №:number доставлено.',
      cancelled: 'ProCosmetics: замовлення №:number скасовано.',
      cancelledRefund: 'ProCosmetics: замовлення №:number скасовано, кошти повернемо.',
      refunded: 'ProCosmetics: кошти за замовлення №:number повернено.',
    },
  },
} as const;

const fill = (template: string, params: Record<string, string | number>) => template.replace(/:(\w+)/g, (whole, key: string) => (key in params ? String(params[key]) : whole));

// Made once: building an Intl formatter costs far more than formatting with it.
const NUMBER_FORMATS: Record<ApiLanguage, Intl.NumberFormat> = {
  ru: new Intl.NumberFormat('ru-RU'),
  ua: new Intl.NumberFormat('uk-UA'),
};

function money(lang: ApiLanguage, hryvnia: number): string {
  return `${NUMBER_FORMATS[lang].format(hryvnia)} ${WORDS[lang].currency}`;
}

export interface OrderLetterInput {
  order: OrderDetail;
  lang: ApiLanguage;
  /** The order's delivery goes through Nova Poshta (a waybill means a tracking link). */
  novaPoshta: boolean;
  /** The order's own page with its key (`orderPageUrl`): every letter and SMS carries it. */
  pageUrl: string;
}

type OrderFacts = Pick<OrderDetail, 'status' | 'payment_status'>;

/** The order was paid after its cancellation (staff's `refund_due`): the money is owed back. */
const moneyOwedBack = (order: OrderFacts) => refundDue({ status: order.status, paymentStatus: order.payment_status });

/**
 * What the letter says happened. A confirmed order that now waits for its money says so; a
 * cancelled one says whether money will go back (it was paid after the cancellation, `refund_due`)
 * or none was taken.
 */
function introOf(kind: OrderNotice, order: OrderFacts, lang: ApiLanguage, events: EventKind | null): string[] {
  const w = WORDS[lang];
  const awaiting = kind === 'confirmed' && order.status === 'awaiting_payment';
  if (events && awaiting) return [w.events[events].confirmedAwaiting];
  if (events && (kind === 'confirmed' || kind === 'paid')) return [w.events[events][kind]];
  if (awaiting) return [w.confirmedAwaiting];
  if (kind === 'cancelled') return [w.intro.cancelled, moneyOwedBack(order) ? w.cancelledRefund : order.payment_status === 'refunded' ? '' : w.cancelledUnpaid].filter(Boolean);
  return [w.intro[kind]];
}

/** Seminar tickets and webinars are not goods: an order of them alone is neither packed nor delivered. */
const EVENT_LINE_TYPES: readonly string[] = ['ticket', 'webinar'];
type EventKind = 'tickets' | 'webinars' | 'both';

/** Tickets, webinars or both when the order holds nothing else; null for an order with goods. */
function eventKindOf(order: Pick<OrderDetail, 'products'>): EventKind | null {
  const types = new Set(order.products.map((line) => line.type));
  if (!types.size || [...types].some((type) => !EVENT_LINE_TYPES.includes(type))) return null;
  return types.size === 2 ? 'both' : types.has('ticket') ? 'tickets' : 'webinars';
}

/** The last totals line reads "to pay" while the shopper still owes the money for a live order. */
const OWES_MONEY: readonly OrderNotice[] = ['placed', 'confirmed', 'payment_failed'];

export function orderLetter(kind: OrderNotice, to: string, input: OrderLetterInput): Letter {
  const { order, lang, pageUrl } = input;
  const w = WORDS[lang];
  const subject = oneLine(fill(w.subject[kind], { number: order.number }));
  const hello = order.name ? fill(w.hello, { name: order.name }) : w.helloNoName;
  const events = eventKindOf(order);
  const eventsOnly = events !== null;
  const intro = introOf(kind, order, lang, events);
  const lineText = (p: OrderDetail['products'][number]) => {
    const name = [p.title, p.value].filter(Boolean).join(', ');
    return p.price === 0 ? `${name}: ${p.count} × ${w.free}` : `${name}: ${p.count} × ${money(lang, p.price)} = ${money(lang, p.total)}`;
  };
  const totals: Array<[string, string]> = [[eventsOnly ? w.eventsGoodsTotal : w.goodsTotal, money(lang, order.goods_total)]];
  if (order.discount_total > 0) totals.push([w.discount, `−${money(lang, order.discount_total)}`]);
  if (order.bonuses_spent > 0) totals.push([w.bonuses, `−${money(lang, order.bonuses_spent)}`]);
  // The one delivery rule (docs/orders.md "Delivery cost"), worded as the checkout summary words it;
  // tickets and webinars alone travel nowhere, so their letter has no delivery to speak of.
  if (!eventsOnly) totals.push([w.delivery, deliveryWords(order, lang)]);
  totals.push([OWES_MONEY.includes(kind) && order.payment_status !== 'paid' ? w.total : w.paidTotal, money(lang, order.total)]);

  const place = [order.delivery.city, order.delivery.warehouse ?? order.delivery.address].filter(Boolean).join(', ');
  const delivery = [order.delivery.method, place].filter(Boolean).join(': ');
  const goodsLabel = eventsOnly ? w.eventsGoods : w.goods;
  const payment = paymentMethodTitle(lang, order.payment_method);
  const waybill = kind === 'shipped' && order.delivery.waybill ? order.delivery.waybill : null;
  const tracking = waybill && input.novaPoshta ? trackingLink(waybill) : null;
  // A refused card payment's letter is there to get it paid: its link says so; the page has the button.
  const pageLabel = kind === 'payment_failed' ? w.pay : w.orderPage;

  const text = [
    hello,
    ...intro,
    ...(kind === 'payment_failed' ? [`${pageLabel}: ${pageUrl}`] : []),
    ...(waybill ? [`${w.waybill}: ${waybill}`] : []),
    ...(tracking ? [`${w.track}: ${tracking}`] : []),
    `${goodsLabel}:\n${order.products.map(lineText).join('\n')}`,
    totals.map(([label, value]) => `${label}: ${value}`).join('\n'),
    eventsOnly ? `${w.payment}: ${payment}` : `${w.delivery}: ${delivery}\n${w.payment}: ${payment}`,
    ...(kind === 'payment_failed' ? [] : [`${pageLabel}: ${pageUrl}`]),
  ].join('\n\n');

  const cell = 'padding:4px 8px;border-bottom:1px solid #eee;vertical-align:top';
  const rows = order.products
    .map(
      (p) =>
        `<tr><td style="${cell}">${escapeHtml(p.title)}${p.value ? `<br><span style="color:#777">${escapeHtml(p.value)}</span>` : ''}</td><td style="${cell};text-align:right">${p.count}</td><td style="${cell};text-align:right;white-space:nowrap">${p.price === 0 ? escapeHtml(w.free) : escapeHtml(money(lang, p.total))}</td></tr>`,
    )
    .join('');
  const totalRows = totals
    .map(([label, value], i) => {
      const weight = i === totals.length - 1 ? 'font-weight:bold;' : '';
      // An amount stays on one line; the delivery row may be a sentence ("by the carrier's rates…"),
      // which must wrap or it widens the letter past a phone's screen.
      const wrap = label === w.delivery ? '' : 'white-space:nowrap;';
      return `<tr><td colspan="2" style="padding:4px 8px;text-align:right;${weight}">${escapeHtml(label)}</td><td style="padding:4px 8px;text-align:right;${wrap}${weight}">${escapeHtml(value)}</td></tr>`;
    })
    .join('');
  const paragraph = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const pageLink =
    kind === 'payment_failed'
      ? paragraph(`<a href="${escapeHtml(pageUrl)}" style="display:inline-block;padding:10px 20px;background:#1f1f1f;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(pageLabel)}</a>`)
      : paragraph(`<a href="${escapeHtml(pageUrl)}" style="color:#1f1f1f">${escapeHtml(pageLabel)}</a>`);
  const html = [
    `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f1f1f;max-width:600px;margin:0 auto;padding:24px">`,
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>`,
    paragraph(escapeHtml(hello)),
    ...intro.map((sentence) => paragraph(escapeHtml(sentence))),
    kind === 'payment_failed' ? pageLink : '',
    waybill ? paragraph(`${escapeHtml(w.waybill)}: <b>${escapeHtml(waybill)}</b>`) : '',
    tracking ? paragraph(`<a href="${escapeHtml(tracking)}" style="color:#1f1f1f">${escapeHtml(w.track)}</a>`) : '',
    `<table style="width:100%;border-collapse:collapse;margin:0 0 16px">${rows}${totalRows}</table>`,
    paragraph(`${eventsOnly ? '' : `${escapeHtml(w.delivery)}: ${escapeHtml(delivery)}<br>`}${escapeHtml(w.payment)}: ${escapeHtml(payment)}`),
    kind === 'payment_failed' ? '' : pageLink,
    '</body></html>',
  ].join('');
  return { to, subject, text, html };
}

/** A text message short enough for one or two SMS parts, ending with the order page's link. */
export function orderSms(
  kind: OrderNotice,
  order: Pick<OrderDetail, 'number' | 'total' | 'delivery'> & OrderFacts,
  lang: ApiLanguage,
  pageUrl: string,
): string {
  const sms = WORDS[lang].sms;
  const params = { number: order.number, total: order.total, waybill: order.delivery.waybill ?? '' };
  const template =
    kind === 'shipped'
      ? order.delivery.waybill
        ? sms.shippedWaybill
        : sms.shipped
      : kind === 'cancelled' && moneyOwedBack(order)
        ? sms.cancelledRefund
        : sms[kind];
  return `${fill(template, params)} ${pageUrl}`;
}

/** Free, the carrier's rates with the free-delivery threshold named, or the shop courier's price. */
function deliveryWords(order: Pick<OrderDetail, 'delivery_charge' | 'delivery_price'>, lang: ApiLanguage): string {
  const w = WORDS[lang];
  if (order.delivery_charge === 'fixed') return money(lang, order.delivery_price);
  return order.delivery_charge === 'free' ? w.deliveryFree : fill(w.deliveryCarrier, { from: money(lang, FREE_DELIVERY_FROM_UAH) });
}
