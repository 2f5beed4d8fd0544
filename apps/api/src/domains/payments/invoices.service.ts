import type { FastifyBaseLogger } from 'fastify';
import { deliveryCharge } from '@shop/contracts/delivery-rules';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { ApiDeps } from '../../deps.ts';
import { HttpError } from '../../core/errors.ts';
import { destinationNamesIn } from '../delivery/delivery.public.ts';
import { paymentsMessage } from './payments.messages.ts';
import { type InvoiceDocument, renderInvoicePdf } from './invoice-pdf.ts';
import * as repo from './payments.repository.ts';

/**
 * Invoices (SPEC §7 `POST /v1/invoices`). The rule: a professional or distributor (role guard in
 * the routes) gets an invoice for their own order placed with payment by invoice, unless it was
 * cancelled or refunded. An order paid by card or in cash needs no invoice to pay; asking for one
 * is 409. The invoice is made from the order itself, so its number is the order's and its date the
 * day the order was placed, and asking twice gives the same document.
 */

/** Where an order's invoice is downloaded: under the order's public number, never its id. */
export const invoicePath = (orderNumber: string) => `/api/v1/invoices/${orderNumber}.pdf`;

async function invoicedOrder(deps: ApiDeps, userId: number, orderNumber: string, lang: ApiLanguage) {
  const order = await repo.findOwnOrder(deps.database.db, orderNumber, `u:${userId}`);
  if (!order) throw new HttpError(404, paymentsMessage(lang, 'orderMissing'));
  if (order.paymentMethod !== 'invoice' || order.status === 'cancelled' || order.status === 'refunded') {
    throw new HttpError(409, paymentsMessage(lang, 'notInvoiced'));
  }
  return order;
}

/** `POST /v1/invoices`: where the caller downloads the invoice of their order. */
export async function requestInvoice(deps: ApiDeps, userId: number, orderNumber: string, lang: ApiLanguage): Promise<{ path: string }> {
  const order = await invoicedOrder(deps, userId, orderNumber, lang);
  return { path: invoicePath(order.number) };
}

/** `GET /v1/invoices/{number}.pdf`: the PDF, or 404 when the caller has no invoice under that number. */
export async function invoicePdf(deps: ApiDeps, userId: number, orderNumber: string, lang: ApiLanguage, log?: FastifyBaseLogger): Promise<Buffer> {
  let orderId: number;
  try {
    orderId = (await invoicedOrder(deps, userId, orderNumber, lang)).id;
  } catch (error) {
    // No invoice exists for an order that cannot have one: the download knows only "not found".
    if (error instanceof HttpError) throw new HttpError(404, paymentsMessage(lang, 'invoiceMissing'));
    throw error;
  }
  const order = await repo.findInvoiceOrder(deps.database.db, orderId);
  if (!order) throw new HttpError(404, paymentsMessage(lang, 'invoiceMissing'));
  return renderInvoicePdf(await invoiceDocument(deps, order, log));
}

/**
 * The invoice of an order, all in Ukrainian (invoice-pdf.ts): the lines' Ukrainian titles, and the
 * town and department named again in Ukrainian when the order was placed on Russian pages. A
 * courier address is the shopper's own words and stays as typed.
 */
export async function invoiceDocument(deps: ApiDeps, order: repo.InvoiceOrder, log?: FastifyBaseLogger): Promise<InvoiceDocument> {
  const names = await destinationNamesIn(deps, order, 'ua', log);
  const delivery = [names.cityName, names.warehouseName ?? order.address].filter(Boolean).join(', ');
  return {
    number: order.number,
    date: order.createdAt,
    buyer: { name: `${order.name} ${order.secondName}`.trim(), phone: order.phone, email: order.email, address: delivery },
    lines: order.lines,
    goodsTotal: order.goodsTotal,
    discountTotal: order.discountTotal,
    bonusesSpent: order.bonusesSpent,
    deliveryPrice: order.deliveryPrice,
    // The order's own rule (docs/orders.md "Delivery cost"), so the invoice never says "0 грн" for Nova
    // Poshta. An order's amounts are whole grn stored in kopecks, so dividing by 100 is exact.
    deliveryCharge: deliveryCharge({ type: order.deliveryType, price: order.deliveryPrice / 100 }, (order.goodsTotal - order.discountTotal) / 100),
    total: order.total,
  };
}
