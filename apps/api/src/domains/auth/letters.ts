import type { ApiLanguage } from '@shop/contracts/i18n';
import type { Letter } from '../../providers/email/mailer.ts';

/** Account letters in Russian and Ukrainian, chosen by the language of the request. */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const paragraphsHtml = (list: string[]) => list.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');

function layout(title: string, paragraphs: string[], button?: { url: string; label: string }, after: string[] = []): string {
  const body = paragraphsHtml(paragraphs);
  const action = button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(button.url)}" style="background:#1f1f1f;color:#fff;padding:12px 24px;border-radius:4px;text-decoration:none">${escapeHtml(button.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f1f1f;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${action}${paragraphsHtml(after)}</body></html>`;
}

/**
 * The site's home in the user's language, where the restore dialog opens from the link's fragment.
 * The fragment is never sent to the server, so the token stays out of request logs, proxies and
 * Referer headers.
 */
export function restoreLink(publicOrigin: string, lang: ApiLanguage, token: string, email: string): string {
  const home = `${publicOrigin}${lang === 'ua' ? '/ua/' : '/'}`;
  const params = new URLSearchParams({ modal: 'restore-password', token, email });
  return `${home}#${params}`;
}

export function resetLetter(lang: ApiLanguage, to: string, name: string, link: string): Letter {
  const t =
    lang === 'ua'
      ? {
          subject: 'Відновлення пароля',
          hello: `Вітаємо, ${name}!`,
          why: 'Ми отримали запит на відновлення пароля до вашого акаунта ProCosmetics.',
          how: 'Щоб задати новий пароль, перейдіть за посиланням (воно діє 1 годину і лише один раз):',
          button: 'Задати новий пароль',
          ignore: 'Якщо ви не надсилали запит, просто проігноруйте цей лист: пароль не зміниться.',
        }
      : {
          subject: 'Восстановление пароля',
          hello: `Здравствуйте, ${name}!`,
          why: 'Мы получили запрос на восстановление пароля к вашему аккаунту ProCosmetics.',
          how: 'Чтобы задать новый пароль, перейдите по ссылке (она действует 1 час и только один раз):',
          button: 'Задать новый пароль',
          ignore: 'Если вы не отправляли запрос, просто проигнорируйте это письмо: пароль не изменится.',
        };
  return {
    to,
    subject: t.subject,
    text: [t.hello, t.why, t.how, link, t.ignore].join('\n\n'),
    html: layout(t.subject, [t.hello, t.why, t.how], { url: link, label: t.button }, [t.ignore]),
  };
}

/** Sent after the password was restored or changed, so that an unexpected change is noticed. */
export function passwordChangedLetter(lang: ApiLanguage, to: string, name: string): Letter {
  const t =
    lang === 'ua'
      ? {
          subject: 'Пароль змінено',
          hello: `Вітаємо, ${name}!`,
          done: 'Пароль до вашого акаунта ProCosmetics щойно змінено. Усі інші сеанси входу завершено.',
          alarm: 'Якщо це були не ви, негайно відновіть пароль через форму «Забули пароль?» і зверніться до підтримки.',
        }
      : {
          subject: 'Пароль изменён',
          hello: `Здравствуйте, ${name}!`,
          done: 'Пароль к вашему аккаунту ProCosmetics только что изменён. Все остальные сеансы входа завершены.',
          alarm: 'Если это были не вы, немедленно восстановите пароль через форму «Забыли пароль?» и обратитесь в поддержку.',
        };
  return { to, subject: t.subject, text: [t.hello, t.done, t.alarm].join('\n\n'), html: layout(t.subject, [t.hello, t.done, t.alarm]) };
}

/** The link of an e-mail confirmation letter: the home page opens the confirm dialog from the fragment. */
export function confirmEmailLink(publicOrigin: string, lang: ApiLanguage, token: string): string {
  return `${publicOrigin}${lang === 'ua' ? '/ua/' : '/'}#${new URLSearchParams({ modal: 'confirm-email', token })}`;
}

/** Asks the owner of an address to confirm it: a new profile e-mail, or a sign-in through a provider. */
export function confirmEmailLetter(lang: ApiLanguage, to: string, link: string, purpose: 'email-change' | 'social'): Letter {
  const t =
    lang === 'ua'
      ? {
          subject: 'Підтвердження e-mail',
          why: purpose === 'email-change' ? 'Цю адресу вказали як новий e-mail акаунта ProCosmetics.' : 'Цю адресу вказали під час входу в ProCosmetics через соціальну мережу.',
          how: 'Щоб підтвердити, що адреса ваша, перейдіть за посиланням (воно діє 24 години і лише один раз):',
          button: 'Підтвердити e-mail',
          ignore: 'Якщо це були не ви, просто проігноруйте цей лист: нічого не зміниться.',
        }
      : {
          subject: 'Подтверждение e-mail',
          why: purpose === 'email-change' ? 'Этот адрес указали как новый e-mail аккаунта ProCosmetics.' : 'Этот адрес указали при входе в ProCosmetics через социальную сеть.',
          how: 'Чтобы подтвердить, что адрес ваш, перейдите по ссылке (она действует 24 часа и только один раз):',
          button: 'Подтвердить e-mail',
          ignore: 'Если это были не вы, просто проигнорируйте это письмо: ничего не изменится.',
        };
  return {
    to,
    subject: t.subject,
    text: [t.why, t.how, link, t.ignore].join('\n\n'),
    html: layout(t.subject, [t.why, t.how], { url: link, label: t.button }, [t.ignore]),
  };
}
