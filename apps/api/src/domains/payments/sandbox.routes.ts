import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import type { Api } from '../../types.ts';
import { sandboxErrorPage, sandboxPage } from './sandbox.page.ts';
import { completeSandboxPayment, readSandboxCheckout, sandboxDriver, sandboxStatus } from './sandbox.service.ts';

/** The name LiqPay's page shows as the merchant. */
const SHOP_NAME = 'ProCosmetics';

function sendPage(reply: FastifyReply, status: number, html: string) {
  // The shop's default policy suits it: no script, and the form posts to the shop itself.
  return reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** The form fields as posted; anything else than text is taken as empty. */
function field(request: FastifyRequest, name: string): string {
  const body = request.body as Record<string, unknown> | undefined;
  const value = body?.[name];
  return typeof value === 'string' ? value.slice(0, 32_000) : '';
}

/**
 * The local LiqPay driver's checkout page (payments/sandbox.service.ts): not in production and not
 * while LiqPay is configured (404). Plain HTML pages, hidden from the API document.
 */
export function sandboxRoutes(app: Api, deps: ApiDeps): void {
  const driverFor = (request: FastifyRequest) => {
    const driver = sandboxDriver(deps);
    if (!driver) throw new HttpError(404, genericMessage(request.lang, 'notFound'));
    return driver;
  };
  const forged = 'Підпис форми оплати невірний: магазин не створював цієї оплати.';

  // The shop's checkout page posts its LiqPay form here, as it would to LiqPay.
  app.post('/v1/payments/liqpay/sandbox', { config: { crossSite: 'allow' }, schema: { hide: true } }, async (request, reply) => {
    const driver = driverFor(request);
    const data = field(request, 'data');
    const signature = field(request, 'signature');
    const checkout = readSandboxCheckout(driver, data, signature);
    if (!checkout) return sendPage(reply, 400, sandboxErrorPage(forged));
    return sendPage(reply, 200, sandboxPage({ data, signature, amount: checkout.amount, description: checkout.description, shopName: SHOP_NAME }));
  });

  // The page's buttons. Same-origin only (the request guard): another site cannot press them for a shopper.
  app.post('/v1/payments/liqpay/sandbox/complete', { schema: { hide: true } }, async (request, reply) => {
    const driver = driverFor(request);
    const data = field(request, 'data');
    const signature = field(request, 'signature');
    const checkout = readSandboxCheckout(driver, data, signature);
    if (!checkout) return sendPage(reply, 400, sandboxErrorPage(forged));
    const choice = field(request, 'outcome') === 'refuse' ? 'refuse' : 'pay';
    const card = field(request, 'card').slice(0, 40);
    const verdict = sandboxStatus(choice, card);
    if (!verdict) {
      const error = 'Тестова сторінка приймає лише тестові картки, наведені нижче.';
      return sendPage(reply, 422, sandboxPage({ data, signature, amount: checkout.amount, description: checkout.description, shopName: SHOP_NAME, card, error }));
    }
    const location = await completeSandboxPayment(deps, driver, checkout, verdict, request.log);
    return reply.header('Cache-Control', 'no-store').redirect(location, 303);
  });
}
