import type { ApiLanguage } from '@shop/contracts/i18n';
import type { Tx } from '../../db/client.ts';
import { accountLetters } from '../../db/schema/staff.ts';

/**
 * The letter an applicant gets when staff decide on its professional application, in the account's
 * language, queued in the decision's transaction (account-letters.ts sends it): approved with the
 * new ID code, or rejected with the reason and the way to upload again.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

const WORDS = {
  ru: {
    hello: 'Здравствуйте, :name!',
    approvedSubject: 'Ваш статус специалиста подтверждён',
    approved: {
      professional: 'Мы проверили ваши документы и подтвердили статус косметолога. Теперь вам доступны профессиональные цены.',
      distributor: 'Мы проверили ваши документы и подтвердили статус дистрибьютора. Теперь вам доступны цены дистрибьютора.',
    },
    code: 'Ваш ID-код: :code. Передайте его клиентам, чтобы они покупали по вашим ценам.',
    rejectedSubject: 'Документы не прошли проверку',
    rejected: 'Мы проверили ваши документы, но не можем подтвердить статус специалиста.',
    reason: 'Причина: :reason',
    uploadAgain: 'Вы можете загрузить документы ещё раз в личном кабинете:',
    profile: 'Личный кабинет:',
  },
  ua: {
    hello: 'Вітаємо, :name!',
    approvedSubject: 'Ваш статус фахівця підтверджено',
    approved: {
      professional: 'Ми перевірили ваші документи й підтвердили статус косметолога. Тепер вам доступні професійні ціни.',
      distributor: 'Ми перевірили ваші документи й підтвердили статус дистриб’ютора. Тепер вам доступні ціни дистриб’ютора.',
    },
    code: 'Ваш ID-код: :code. Передайте його клієнтам, щоб вони купували за вашими цінами.',
    rejectedSubject: 'Документи не пройшли перевірку',
    rejected: 'Ми перевірили ваші документи, але не можемо підтвердити статус фахівця.',
    reason: 'Причина: :reason',
    uploadAgain: 'Ви можете завантажити документи ще раз в особистому кабінеті:',
    profile: 'Особистий кабінет:',
  },
} as const;

const fill = (text: string, params: Record<string, string>) => text.replace(/:(\w+)/g, (whole, key: string) => params[key] ?? whole);

export type ApplicationDecision =
  | { kind: 'approved'; userType: 'professional' | 'distributor'; code: string }
  | { kind: 'rejected'; reason: string };

export interface Applicant {
  id: number;
  name: string;
  email: string;
  lang: string;
}

export function letterLanguage(lang: string): ApiLanguage {
  return lang === 'ua' ? 'ua' : 'ru';
}

/** The user-info page of the profile in the applicant's language. */
export function profileLink(publicOrigin: string, lang: ApiLanguage): string {
  return `${publicOrigin}${lang === 'ua' ? '/ua' : ''}/profile/user-info/`;
}

export function applicationLetter(applicant: Applicant, decision: ApplicationDecision, publicOrigin: string) {
  const lang = letterLanguage(applicant.lang);
  const w = WORDS[lang];
  const link = profileLink(publicOrigin, lang);
  const hello = fill(w.hello, { name: applicant.name });
  const paragraphs =
    decision.kind === 'approved'
      ? [w.approved[decision.userType], fill(w.code, { code: decision.code })]
      : [w.rejected, fill(w.reason, { reason: decision.reason })];
  const linkLabel = decision.kind === 'approved' ? w.profile : w.uploadAgain;
  return {
    subject: oneLine(decision.kind === 'approved' ? w.approvedSubject : w.rejectedSubject),
    text: `${[hello, ...paragraphs, `${linkLabel}\n${link}`].join('\n\n')}\n`,
    html: `${[hello, ...paragraphs].map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p>${escapeHtml(linkLabel)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  };
}

/** Queues the decision's letter beside the decision, in the caller's transaction. */
export async function queueApplicationLetter(tx: Tx, applicant: Applicant, decision: ApplicationDecision, publicOrigin: string): Promise<void> {
  const letter = applicationLetter(applicant, decision, publicOrigin);
  await tx.insert(accountLetters).values({
    userId: applicant.id,
    recipient: applicant.email,
    subject: letter.subject,
    textBody: letter.text,
    htmlBody: letter.html,
  });
}
