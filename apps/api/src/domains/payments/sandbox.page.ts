import { formatKopecks } from './money-format.ts';

/**
 * The local LiqPay sandbox page: the shop's stand-in for LiqPay's checkout, in Ukrainian as LiqPay's
 * page is. A plain form with no script, so the shop's Content Security Policy holds as it is; its
 * buttons post to the completion route, which sends the signed callback and returns the shopper.
 */

export const SANDBOX_COMPLETE_PATH = '/api/v1/payments/liqpay/sandbox/complete';

export const SANDBOX_CARDS = {
  /** Pays (LiqPay's documented test card). */
  success: '4242424242424242',
  /** Is declined, as LiqPay's sandbox declines it. */
  declined: '4000000000000002',
} as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function frame(title: string, body: string): string {
  return `<!doctype html><html lang="uk"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,Arial,sans-serif;color:#1f1f1f;background:#f2f4f5;margin:0;padding:24px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 16px}.demo{background:#fff4d6;border:1px solid #e0b84c;border-radius:6px;padding:12px;font-size:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;font-size:15px}dt{color:#5c6670}dd{margin:0}.amount{font-size:24px;font-weight:700}
label{display:block;margin:16px 0 4px;font-size:14px}input{box-sizing:border-box;width:100%;padding:12px;font-size:18px;letter-spacing:1px;border:1px solid #bbb;border-radius:6px}
.error{color:#b00020;font-size:14px;margin-top:6px}.hint{color:#5c6670;font-size:13px;margin-top:6px}.actions{display:flex;gap:12px;margin-top:20px;flex-wrap:wrap}
button{flex:1;padding:14px 20px;font-size:16px;border-radius:6px;border:1px solid #7ab72b;background:#7ab72b;color:#fff;cursor:pointer}button.secondary{background:#fff;color:#1f1f1f;border-color:#bbb}
</style></head><body><main>${body}</main></body></html>`;
}

export interface SandboxCheckout {
  data: string;
  signature: string;
  amount: number;
  description: string;
  shopName: string;
  card?: string;
  error?: string;
}

const groupCard = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

export function sandboxPage(checkout: SandboxCheckout): string {
  const card = checkout.card ?? groupCard(SANDBOX_CARDS.success);
  const invalid = checkout.error ? ' aria-invalid="true" aria-describedby="card-error"' : '';
  return frame(
    'LiqPay — тестова оплата',
    `<h1>LiqPay — тестова оплата</h1>
<p class="demo" role="note">Демо-режим: це сторінка самого магазину замість LiqPay. Гроші не списуються; кнопки надсилають магазину підписану відповідь LiqPay.</p>
<dl><dt>Магазин</dt><dd>${escapeHtml(checkout.shopName)}</dd><dt>Призначення</dt><dd>${escapeHtml(checkout.description)}</dd>
<dt>До сплати</dt><dd class="amount">${formatKopecks(checkout.amount)}&nbsp;₴</dd></dl>
<form method="post" action="${SANDBOX_COMPLETE_PATH}">
<input type="hidden" name="data" value="${escapeHtml(checkout.data)}">
<input type="hidden" name="signature" value="${escapeHtml(checkout.signature)}">
<label for="card">Номер картки</label>
<input id="card" name="card" value="${escapeHtml(card)}" inputmode="numeric" autocomplete="cc-number" maxlength="23" required${invalid}>
${checkout.error ? `<div class="error" id="card-error">${escapeHtml(checkout.error)}</div>` : ''}
<div class="hint">${groupCard(SANDBOX_CARDS.success)} — успішна оплата, ${groupCard(SANDBOX_CARDS.declined)} — відмова банку.</div>
<div class="actions"><button type="submit" name="outcome" value="pay">Сплатити</button><button type="submit" name="outcome" value="refuse" class="secondary" formnovalidate>Відмовитись</button></div>
</form>`,
  );
}

export function sandboxErrorPage(message: string): string {
  return frame('LiqPay — помилка', `<h1>Оплата неможлива</h1><p class="error" role="alert">${escapeHtml(message)}</p>`);
}
