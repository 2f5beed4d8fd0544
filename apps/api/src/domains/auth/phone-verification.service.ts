import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  RECAPTCHA_ACTION_SEND_CODE,
  SMS_CODE_LENGTH,
  type SendCodeResult,
  type VerifyCodeResult,
} from '@shop/contracts/auth';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { DbOrTx } from '../../db/client.ts';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, validationError } from '../../core/errors.ts';
import { enforce, tooManyRequests } from '../../core/rate-limit.ts';
import { accountProviders } from '../../providers/account-providers.ts';
import { SmsDeliveryError } from '../../providers/sms/sms.ts';
import { authMessage } from './messages.ts';
import { hashToken, newOpaqueToken } from './opaque-tokens.ts';
import { displayPhone, parsePhone } from './phone.ts';
import * as repo from './phone-verification.repository.ts';
import { keyedHash } from '../../core/secrets.ts';
import { BACKOFF_MEMORY_S, dailyCap, phonePrefix, resendDelaySeconds, SMS_LIMITS } from './sms-limits.ts';

/** A code is valid for 10 minutes and allows 5 attempts; its confirm token then lives 30 minutes. */
export const SMS_CODE_TTL_S = 10 * 60;
export const SMS_CODE_ATTEMPTS = 5;
export const CONFIRM_TOKEN_TTL_S = 30 * 60;

export interface RequestInfo {
  lang: ApiLanguage;
  ip: string;
}

/** The phone in E.164 if an SMS may be sent to it: a valid mobile number of an allowed country. */
export function smsPhoneOrFail(deps: ApiDeps, phone: string, country: string | null | undefined, lang: ApiLanguage): string {
  const parsed = parsePhone(phone, country);
  if (!parsed) throw validationError(lang, { phone: [authMessage(lang, 'phoneNotMobile')] });
  if (!parsed.country || !deps.config.accounts.smsAllowedCountries.includes(parsed.country)) {
    throw validationError(lang, { phone: [authMessage(lang, 'smsCountry')] });
  }
  if (!parsed.mobile) throw validationError(lang, { phone: [authMessage(lang, 'phoneNotMobile')] });
  return parsed.e164;
}

const codeHash = (deps: ApiDeps, phone: string, code: string) => keyedHash(deps.config, 'sms-code', `${phone}:${code}`);

interface Backoff {
  sent: number;
  nextAt: number;
}
const backoffKey = (phone: string) => `sms:backoff:${phone}`;

/**
 * POST /auth/send-code. Checks, in order: IP limit, reCAPTCHA, allowed country and mobile number,
 * the resend wait of this phone, the phone, prefix and daily limits; then sends a fresh code.
 * The answer is the same whether or not the phone has an account.
 */
export async function sendCode(
  deps: ApiDeps,
  input: { phone: string; phone_country?: string | null; recaptcha_token?: string | null },
  /** `seesDemoOutput`: the caller may read the local driver's code (demo-access.ts); never in production. */
  request: RequestInfo & { seesDemoOutput: boolean },
): Promise<SendCodeResult> {
  const { lang, ip } = request;
  const store = deps.limits;
  await enforce(store, lang, [{ limit: SMS_LIMITS.perIp, subject: ip }], authMessage(lang, 'smsTooMany'));

  const captcha = await accountProviders(deps).recaptcha.verify(input.recaptcha_token, {
    action: RECAPTCHA_ACTION_SEND_CODE,
    remoteIp: ip,
  });
  if (!captcha.ok) throw validationError(lang, { recaptcha_token: [authMessage(lang, 'captchaFailed')] });

  const phone = smsPhoneOrFail(deps, input.phone, input.phone_country, lang);

  const backoff = await store.read<Backoff>(backoffKey(phone));
  if (backoff && Date.now() < backoff.nextAt) {
    const seconds = Math.ceil((backoff.nextAt - Date.now()) / 1000);
    throw tooManyRequests(lang, seconds, authMessage(lang, 'smsTooSoon', { seconds }));
  }
  await enforce(
    store,
    lang,
    [
      { limit: SMS_LIMITS.perPhone, subject: phone },
      { limit: SMS_LIMITS.perPrefix, subject: phonePrefix(phone) },
      { limit: dailyCap(deps.config.accounts.smsDailyCap), subject: 'all' },
    ],
    authMessage(lang, 'smsTooMany'),
  );
  // Two requests that passed the wait together: only the first one to claim this turn sends.
  const sent = backoff?.sent ?? 0;
  const claimKey = `sms:claim:${phone}:${sent}`;
  if ((await store.incr(claimKey, BACKOFF_MEMORY_S)) > 1) {
    throw tooManyRequests(lang, resendDelaySeconds(sent + 1), authMessage(lang, 'smsTooMany'));
  }

  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    await repo.expirePendingCodes(tx, phone);
    await repo.insertVerification(tx, {
      phone,
      codeHash: codeHash(deps, phone, code),
      expiresAt: new Date(Date.now() + SMS_CODE_TTL_S * 1000),
      ip,
    });
  });

  const sms = accountProviders(deps).sms;
  try {
    await sms.send(phone, authMessage(lang, 'smsText', { code }));
  } catch (error) {
    // Not sent: this turn may be claimed again, and the stored code is useless.
    await store.del(claimKey);
    await repo.expirePendingCodes(db, phone);
    if (error instanceof SmsDeliveryError) throw new HttpError(502, authMessage(lang, 'smsFailed'));
    throw error;
  }

  const resendIn = resendDelaySeconds(sent + 1);
  await store.write(backoffKey(phone), { sent: sent + 1, nextAt: Date.now() + resendIn * 1000 } satisfies Backoff, BACKOFF_MEMORY_S);
  return {
    message: authMessage(lang, 'codeSent'),
    codeMessage: authMessage(lang, 'codeMessage', { phone: displayPhone(phone) }),
    resendIn,
    expiresIn: SMS_CODE_TTL_S,
    ...(sms.exposesCodes && request.seesDemoOutput ? { debug: { code } } : {}),
  };
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * POST /auth/verify-code. Each attempt counts; the fifth wrong one burns the code. A right code
 * turns into a confirm token that proves the phone once.
 */
export async function verifyCode(
  deps: ApiDeps,
  input: { phone: string; phone_country?: string | null; code: string },
  request: RequestInfo,
): Promise<VerifyCodeResult> {
  const { lang, ip } = request;
  await enforce(deps.limits, lang, [{ limit: SMS_LIMITS.verifyPerIp, subject: ip }]);
  const parsed = parsePhone(input.phone, input.phone_country);
  if (!parsed) throw validationError(lang, { phone: [authMessage(lang, 'phoneNotMobile')] });
  const phone = parsed.e164;
  const { db } = deps.database;

  const pending = await repo.findPendingCode(db, phone);
  if (!pending) throw validationError(lang, { code: [authMessage(lang, 'codeExpired')] });
  const attempt = await repo.countAttempt(db, pending.id, SMS_CODE_ATTEMPTS);
  if (attempt === null) {
    await repo.burnCode(db, pending.id);
    throw await codeBurnt(deps, phone, lang);
  }
  if (!sameHash(pending.codeHash, codeHash(deps, phone, input.code.trim()))) {
    if (attempt >= SMS_CODE_ATTEMPTS) {
      await repo.burnCode(db, pending.id);
      throw await codeBurnt(deps, phone, lang);
    }
    throw validationError(lang, { code: [authMessage(lang, 'codeWrong')] });
  }

  const confirmToken = newOpaqueToken();
  const verified = await repo.markVerified(db, pending.id, hashToken(confirmToken), new Date(Date.now() + CONFIRM_TOKEN_TTL_S * 1000));
  if (!verified) throw validationError(lang, { code: [authMessage(lang, 'codeExpired')] });
  return { message: authMessage(lang, 'phoneVerified'), confirmToken, phone };
}

/** 429 telling the user to ask for a new code, with the wait before that is possible. */
async function codeBurnt(deps: ApiDeps, phone: string, lang: ApiLanguage): Promise<HttpError> {
  const backoff = await deps.limits.read<Backoff>(backoffKey(phone));
  const wait = backoff ? Math.ceil((backoff.nextAt - Date.now()) / 1000) : 1;
  return tooManyRequests(lang, Math.max(1, wait), authMessage(lang, 'codeBurnt'));
}

/**
 * Uses the confirm token of a verified phone (registration, phone change). 422 on `confirm_token`
 * when it is unknown, used or expired, and on `phone` when it proves another number.
 */
export async function useConfirmToken(db: DbOrTx, token: string | undefined, phone: string, lang: ApiLanguage): Promise<void> {
  if (!token) throw validationError(lang, { confirm_token: [authMessage(lang, 'confirmInvalid')] });
  const tokenHash = hashToken(token);
  if (await repo.consumeConfirmToken(db, tokenHash, phone)) return;
  const row = await repo.findByConfirmToken(db, tokenHash);
  const stillValid = row && !row.usedAt && row.confirmExpiresAt && row.confirmExpiresAt.getTime() > Date.now();
  if (stillValid && row.phone !== phone) throw validationError(lang, { phone: [authMessage(lang, 'confirmOtherPhone')] });
  throw validationError(lang, { confirm_token: [authMessage(lang, 'confirmInvalid')] });
}
