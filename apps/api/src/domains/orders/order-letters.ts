import type { ApiLanguage } from '@shop/contracts/i18n';
import type { OrderDetail } from '@shop/contracts/orders';
import type { ORDER_NOTICE_KINDS } from '../../db/schema/orders.ts';
import type { Letter } from '../../providers/email/mailer.ts';
import { paymentMethodTitle } from './order-messages.ts';

/**
 * The letters and text messages a shopper gets about an order (placed, paid, shipped), in the
 * order's language. Every value from the order is escaped in the HTML part.
 */

export type OrderNotice = (typeof ORDER_NOTICE_KINDS)[number];
/** The notices that come with a letter: `confirmed` is an SMS alone. */
export type LetterNotice = Exclude<OrderNotice, 'confirmed'>;

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
    subject: { placed: 'Заказ №:number принят', paid: 'Оплата заказа №:number получена', shipped: 'Заказ №:number отправлен' },
    intro: {
      placed: 'Спасибо за заказ! Мы приняли его и скоро свяжемся с вами для подтверждения.',
      paid: 'Мы получили оплату заказа. Соберём и отправим его в ближайшее время.',
      shipped: 'Ваш заказ отправлен.',
    },
    hello: 'Здравствуйте, :name!',
    helloNoName: 'Здравствуйте!',
    goods: 'Товары',
    goodsTotal: 'Сумма товаров',
    discount: 'Скидка',
    bonuses: 'Оплачено бонусами',
    delivery: 'Доставка',
    deliveryFree: 'по тарифам перевозчика',
    total: 'К оплате',
    paidTotal: 'Итого',
    payment: 'Оплата',
    waybill: 'Номер ТТН',
    track: 'Отследить посылку',
    profile: 'Заказ в личном кабинете',
    currency: 'грн',
    free: 'в подарок',
    sms: {
      placed: 'ProCosmetics: заказ №:number принят, сумма :total грн.',
      confirmed: 'ProCosmetics: заказ №:number подтверждён, сумма :total грн.',
      paid: 'ProCosmetics: оплата заказа №:number получена.',
      shipped: 'ProCosmetics: заказ №:number отправлен.',
      shippedWaybill: 'ProCosmetics: заказ №:number отправлен, ТТН :waybill.',
    },
  },
  ua: {
    subject: { placed: 'Замовлення №:number прийнято', paid: 'Оплату замовлення №:number отримано', shipped: 'Замовлення №:number відправлено' },
    intro: {
      placed: 'Дякуємо за замовлення! Ми його прийняли й незабаром зв’яжемося з вами для підтвердження.',
      paid: 'Ми отримали оплату замовлення. Зберемо й відправимо його найближчим часом.',
      shipped: 'Ваше замовлення відправлено.',
    },
    hello: 'Вітаємо, :name!',
    helloNoName: 'Вітаємо!',
    goods: 'Товари',
    goodsTotal: 'Сума товарів',
    discount: 'Знижка',
    bonuses: 'Сплачено бонусами',
    delivery: 'Доставка',
    deliveryFree: 'за тарифами перевізника',
    total: 'До сплати',
    paidTotal: 'Разом',
    payment: 'Оплата',
    waybill: 'Номер ТТН',
    track: 'Відстежити посилку',
    profile: 'Замовлення в особистому кабінеті',
    currency: 'грн',
    free: 'у подарунок',
    sms: {
      placed: 'ProCosmetics: замовлення №:number прийнято, сума :total грн.',
      confirmed: 'ProCosmetics: замовлення №:number підтверджено, сума :total грн.',
      paid: 'ProCosmetics: оплату замовлення №:number отримано.',
      shipped: 'ProCosmetics: замовлення №:number відправлено.',
      shippedWaybill: 'ProCosmetics: замовлення №:number відправлено, ТТН :waybill.',
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
  /** Link to the order in the profile, for a signed-in shopper's order; null for a guest's. */
  profileUrl: string | null;
}

export function orderLetter(kind: LetterNotice, to: string, input: OrderLetterInput): Letter {
  const { order, lang } = input;
  const w = WORDS[lang];
  const subject = oneLine(fill(w.subject[kind], { number: order.number }));
  const hello = order.name ? fill(w.hello, { name: order.name }) : w.helloNoName;
  const lineText = (p: OrderDetail['products'][number]) => {
    const name = [p.title, p.value].filter(Boolean).join(', ');
    return p.price === 0 ? `${name}: ${p.count} × ${w.free}` : `${name}: ${p.count} × ${money(lang, p.price)} = ${money(lang, p.total)}`;
  };
  const totals: Array<[string, string]> = [[w.goodsTotal, money(lang, order.goods_total)]];
  if (order.discount_total > 0) totals.push([w.discount, `−${money(lang, order.discount_total)}`]);
  if (order.bonuses_spent > 0) totals.push([w.bonuses, `−${money(lang, order.bonuses_spent)}`]);
  totals.push([w.delivery, order.delivery_price > 0 ? money(lang, order.delivery_price) : w.deliveryFree]);
  totals.push([kind === 'placed' && order.payment_status !== 'paid' ? w.total : w.paidTotal, money(lang, order.total)]);

  const place = [order.delivery.city, order.delivery.warehouse ?? order.delivery.address].filter(Boolean).join(', ');
  const delivery = [order.delivery.method, place].filter(Boolean).join(': ');
  const payment = paymentMethodTitle(lang, order.payment_method);
  const waybill = kind === 'shipped' && order.delivery.waybill ? order.delivery.waybill : null;
  const tracking = waybill && input.novaPoshta ? trackingLink(waybill) : null;

  const text = [
    hello,
    w.intro[kind],
    ...(waybill ? [`${w.waybill}: ${waybill}`] : []),
    ...(tracking ? [`${w.track}: ${tracking}`] : []),
    `${w.goods}:\n${order.products.map(lineText).join('\n')}`,
    totals.map(([label, value]) => `${label}: ${value}`).join('\n'),
    `${w.delivery}: ${delivery}\n${w.payment}: ${payment}`,
    ...(input.profileUrl ? [`${w.profile}: ${input.profileUrl}`] : []),
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
      return `<tr><td colspan="2" style="padding:4px 8px;text-align:right;${weight}">${escapeHtml(label)}</td><td style="padding:4px 8px;text-align:right;white-space:nowrap;${weight}">${escapeHtml(value)}</td></tr>`;
    })
    .join('');
  const paragraph = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const html = [
    `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f1f1f;max-width:600px;margin:0 auto;padding:24px">`,
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>`,
    paragraph(escapeHtml(hello)),
    paragraph(escapeHtml(w.intro[kind])),
    waybill ? paragraph(`${escapeHtml(w.waybill)}: <b>${escapeHtml(waybill)}</b>`) : '',
    tracking ? paragraph(`<a href="${escapeHtml(tracking)}" style="color:#1f1f1f">${escapeHtml(w.track)}</a>`) : '',
    `<table style="width:100%;border-collapse:collapse;margin:0 0 16px">${rows}${totalRows}</table>`,
    paragraph(`${escapeHtml(w.delivery)}: ${escapeHtml(delivery)}<br>${escapeHtml(w.payment)}: ${escapeHtml(payment)}`),
    input.profileUrl ? paragraph(`<a href="${escapeHtml(input.profileUrl)}" style="color:#1f1f1f">${escapeHtml(w.profile)}</a>`) : '',
    '</body></html>',
  ].join('');
  return { to, subject, text, html };
}

/** A text message short enough for one or two SMS parts. */
export function orderSms(kind: OrderNotice, order: Pick<OrderDetail, 'number' | 'total' | 'delivery'>, lang: ApiLanguage): string {
  const sms = WORDS[lang].sms;
  if (kind === 'placed') return fill(sms.placed, { number: order.number, total: order.total });
  if (kind === 'confirmed') return fill(sms.confirmed, { number: order.number, total: order.total });
  if (kind === 'paid') return fill(sms.paid, { number: order.number });
  return order.delivery.waybill ? fill(sms.shippedWaybill, { number: order.number, waybill: order.delivery.waybill }) : fill(sms.shipped, { number: order.number });
}
