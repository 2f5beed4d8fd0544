import type { LiqpayForm } from '@shop/contracts/checkout';

/**
 * Sends the shopper to LiqPay's checkout page: LiqPay takes `data` and `signature` only as a posted
 * form (never a link with them in the query), so a real `<form method="post">` is built and submitted.
 * The page is left behind, so the form is not removed.
 */
export function submitLiqpayForm(form: LiqpayForm): void {
  const element = document.createElement('form');
  element.method = 'post';
  element.action = form.action;
  element.acceptCharset = 'utf-8';
  element.hidden = true;
  for (const [name, value] of [
    ['data', form.data],
    ['signature', form.signature],
  ] as const) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  document.body.append(element);
  element.submit();
}
