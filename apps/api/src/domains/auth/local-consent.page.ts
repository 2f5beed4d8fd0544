import type { SocialProvider } from '@shop/contracts/auth';
import type { ApiLanguage } from '@shop/contracts/i18n';

/**
 * The local consent page: the demo's stand-in for Google's or Facebook's own sign-in window. It
 * opens as a popup from the shop's button, asks who to sign in as, and hands a token signed by this
 * install back to the page that opened it.
 */

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

const TEXT = {
  ru: {
    title: 'Вход через :provider — демо',
    notice:
      'Демо-режим: настоящий :provider не подключён, поэтому магазин показывает свою страницу согласия. Этот браузер входит как свой демо-аккаунт :provider. Если он ещё ни к чему не привязан, на введённый e-mail придёт ссылка для подтверждения (в демо — в «Исходящих письмах»).',
    email: 'E-mail',
    firstName: 'Имя',
    lastName: 'Фамилия',
    allow: 'Разрешить и войти',
    cancel: 'Отмена',
    badEmail: 'Введите корректный e-mail',
    done: 'Готово. Это окно можно закрыть и вернуться в магазин.',
  },
  ua: {
    title: 'Вхід через :provider — демо',
    notice:
      'Демо-режим: справжній :provider не підключено, тому магазин показує власну сторінку згоди. Цей браузер входить як свій демо-акаунт :provider. Якщо його ще ні до чого не прив’язано, на введений e-mail надійде посилання для підтвердження (у демо — у «Вихідних листах»).',
    email: 'E-mail',
    firstName: 'Ім’я',
    lastName: 'Прізвище',
    allow: 'Дозволити й увійти',
    cancel: 'Скасувати',
    badEmail: 'Введіть коректний e-mail',
    done: 'Готово. Це вікно можна закрити й повернутися до магазину.',
  },
} as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function frame(lang: ApiLanguage, title: string, body: string): string {
  return `<!doctype html><html lang="${lang === 'ua' ? 'uk' : 'ru'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,Arial,sans-serif;color:#1f1f1f;max-width:420px;margin:0 auto;padding:24px}
h1{font-size:20px}.demo{background:#fff4d6;border:1px solid #e0b84c;border-radius:6px;padding:12px;font-size:14px}
label{display:block;margin:14px 0 4px;font-size:14px}input{box-sizing:border-box;width:100%;padding:10px;font-size:16px;border:1px solid #bbb;border-radius:4px}
.error{color:#b00020;font-size:14px;margin-top:4px}.actions{display:flex;gap:12px;margin-top:20px}
button{padding:12px 20px;font-size:16px;border-radius:4px;border:1px solid #1f1f1f;background:#1f1f1f;color:#fff;cursor:pointer}button.secondary{background:#fff;color:#1f1f1f}
</style></head><body>${body}</body></html>`;
}

export interface ConsentForm {
  email: string;
  firstName: string;
  lastName: string;
  error?: string;
}

export function consentPage(provider: SocialProvider, lang: ApiLanguage, form: ConsentForm = { email: '', firstName: '', lastName: '' }): string {
  const t = TEXT[lang];
  const name = PROVIDER_NAMES[provider];
  const title = t.title.replace(':provider', name);
  const field = (id: string, label: string, value: string, attrs: string) =>
    `<label for="${id}">${escapeHtml(label)}</label><input id="${id}" name="${id}" value="${escapeHtml(value)}" ${attrs}>`;
  return frame(
    lang,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="demo" role="note">${escapeHtml(t.notice.replaceAll(':provider', name))}</p>
<form method="post">
<input type="hidden" name="lang" value="${lang}">
${field('email', t.email, form.email, `type="email" autocomplete="email" required maxlength="254"${form.error ? ' aria-invalid="true" aria-describedby="email-error"' : ''}`)}
${form.error ? `<div class="error" id="email-error">${escapeHtml(form.error)}</div>` : ''}
${field('first_name', t.firstName, form.firstName, 'autocomplete="given-name" maxlength="60"')}
${field('last_name', t.lastName, form.lastName, 'autocomplete="family-name" maxlength="60"')}
<div class="actions"><button type="submit">${escapeHtml(t.allow)}</button><button type="button" class="secondary" onclick="window.close()">${escapeHtml(t.cancel)}</button></div>
</form>`,
  );
}

export function consentError(lang: ApiLanguage): string {
  return TEXT[lang].badEmail;
}

/** The relay page's only script, fixed so that its hash can stand in the page's policy (local-consent.routes.ts). */
export const RELAY_SCRIPT =
  "(function(){var m=JSON.parse(document.getElementById('relay').textContent);if(window.opener){window.opener.postMessage(m,window.location.origin);window.close();}})();";

/**
 * Hands the token to the shop page that opened this popup, only if that page has this popup's own
 * origin (postMessage's target), then closes.
 */
export function relayPage(provider: SocialProvider, lang: ApiLanguage, token: string): string {
  const t = TEXT[lang];
  const message = JSON.stringify({ type: 'shop:local-social', provider, token }).replace(/</g, '\\u003c');
  return frame(
    lang,
    t.title.replace(':provider', PROVIDER_NAMES[provider]),
    `<p>${escapeHtml(t.done)}</p><script type="application/json" id="relay">${message}</script>
<script>${RELAY_SCRIPT}</script>`,
  );
}
