import { z } from 'zod';
import { accountPhoneField } from './phone.ts';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { NO_CONTROL_CHARACTERS } from './bounds.ts';

/**
 * Sign-in, registration, SMS verification and password recovery (SPEC §3 form payloads, §5 rules,
 * §7 Auth calls). Each form has one schema used by the API route and by the web form
 * (react-hook-form + zod resolver). Messages are keys of VALIDATION_MESSAGES; `:count` is the bound.
 *
 * Where a dialog shows fewer fields than the call sends (hidden tokens, the agreement checkbox that
 * is never sent), there is a `…Form` schema for the dialog and a `…Payload` schema for the call.
 */

export const EMAIL_MAX = 120;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 120;
export const NAME_MIN = 3;
export const NAME_MAX = 120;
export const SMS_CODE_LENGTH = 6;
/** Length of "+380XXXXXXXXX": the bound named by the message of an undetectable phone (SPEC §5). */
export const SMS_PHONE_MIN = 13;
export const REGISTER_MODES = ['regular', 'professional'] as const;
export type RegisterMode = (typeof REGISTER_MODES)[number];
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * A pipe published with the rules of its output side: JSON Schema shows only a pipe's input side,
 * so without this the document would hide the lengths, formats and patterns the server enforces.
 * (The rules stay a pipe so an empty field shows only "required": an aborting check would also stop
 * the object's own rules, such as "passwords match".)
 */
function publishedByOutput<T extends z.ZodPipe>(schema: T): T {
  const { $schema: _ignored, ...rules } = z.toJSONSchema(schema.out as z.ZodType, { io: 'input', target: 'openapi-3.0' }) as Record<string, unknown>;
  return schema.meta(rules) as T;
}

/**
 * A required text between `min` and `max` characters, free of control characters unless `plain` is
 * false. The `min(1)` step comes first and stops the chain, so an empty field shows only "required"
 * and not also the length rule.
 */
export function requiredText(min: number, max: number, options: { trim?: boolean; plain?: boolean } = {}) {
  const base = options.trim === false ? z.string() : z.string().trim();
  const sized = z.string().min(min).max(max);
  return publishedByOutput(base.min(1).pipe(options.plain === false ? sized : sized.regex(NO_CONTROL_CHARACTERS, { error: 'validation.invalid' })));
}

/** E-mail: required, at most 120 characters, valid (SPEC §5). Compared case-insensitively by the API. */
export const emailField = publishedByOutput(z.string().trim().min(1).max(EMAIL_MAX).pipe(z.email()));

/** Password: required, 8 to 120 characters; never trimmed (spaces are part of a password). */
export const passwordField = requiredText(PASSWORD_MIN, PASSWORD_MAX, { trim: false, plain: false });

/** Person's name or surname: required, 3 to 120 characters. */
export const nameField = requiredText(NAME_MIN, NAME_MAX);

/** Registration phone: required, "+" and 12 digits (SPEC §9); Ukrainian spellings read alike (phone.ts). */
export const registrationPhoneField = publishedByOutput(accountPhoneField);

/** ISO 3166 alpha-2 country of the phone picker ("UA"); optional, case-insensitive. */
export const phoneCountryField = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/)
  .transform((code) => code.toUpperCase())
  .nullish();

/** A professional's or distributor's ID code (SPEC "agent code"), as typed: letters, digits, dashes. */
export const idCodeField = publishedByOutput(
  z
    .string()
    .trim()
    .min(1)
    .pipe(z.string().max(32).regex(/^[A-Za-z0-9-]+$/, { error: 'validation.invalid' })),
);

/**
 * The country of a phone number, when the number is complete enough to tell it (SPEC §5: otherwise the
 * SMS dialog shows the min-length 13 message). `country` is the picker's choice, used for numbers
 * typed without "+".
 */
export function detectPhoneCountry(phone: string, country?: string | null): CountryCode | undefined {
  const defaultCountry = country && /^[A-Za-z]{2}$/.test(country) ? (country.toUpperCase() as CountryCode) : undefined;
  try {
    const parsed = parsePhoneNumberFromString(phone, defaultCountry);
    return parsed?.country && parsed.isValid() ? parsed.country : undefined;
  } catch {
    // An unknown default country is not the user's phone problem: the number is simply not detectable.
    return undefined;
  }
}

/** The SMS phone rule of SPEC §5, as an issue on `phone` carrying the min-length 13 message. */
function phoneCountryMustBeDetectable(value: unknown, ctx: z.RefinementCtx) {
  const { phone, phone_country } = value as { phone?: unknown; phone_country?: string | null };
  // A missing or non-text phone already has its own issue.
  if (typeof phone === 'string' && !detectPhoneCountry(phone, phone_country)) {
    ctx.addIssue({
      code: 'too_small',
      origin: 'string',
      minimum: SMS_PHONE_MIN,
      inclusive: true,
      input: phone,
      path: ['phone'],
      message: 'validation.min',
    });
  }
}

/**
 * Object-level rules run even when another field failed (zod skips them by default once a field is
 * missing), so a form shows every problem at once.
 */
const alwaysCheck = { when: (payload: z.core.ParsePayload) => typeof payload.value === 'object' && payload.value !== null };

const bothStrings = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string';

/** `password_confirmation` must equal `password` (message key validation.confirmed). */
function passwordsMustMatch<S extends z.ZodObject>(schema: S): S {
  return schema.refine((v: Record<string, unknown>) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    error: 'validation.confirmed',
    // Run even when another field failed, so the form shows every problem at once.
    when: (payload) => {
      const v = payload.value as Record<string, unknown> | undefined;
      return bothStrings(v?.password, v?.password_confirmation);
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Login

/** POST /v1/auth/login. `remember` keeps the session for 30 days; otherwise it ends with the browser. */
export const loginPayload = z.strictObject({
  email: emailField,
  password: passwordField,
  remember: z.boolean().optional().default(false),
});
export type LoginPayload = z.input<typeof loginPayload>;
/** The login dialog sends exactly what it shows. */
export const loginForm = loginPayload;

// ---------------------------------------------------------------------------------------------
// SMS verification

/** The SMS code: exactly 6 characters, otherwise the min-length 6 message (SPEC §5). */
export const smsCodeField = z
  .string()
  .trim()
  // The custom check is invisible to the published schema: state the length there too.
  .meta({ minLength: SMS_CODE_LENGTH, maxLength: SMS_CODE_LENGTH })
  .check((ctx) => {
    if (ctx.value.length !== SMS_CODE_LENGTH) {
      ctx.issues.push({
        code: 'too_small',
        origin: 'string',
        minimum: SMS_CODE_LENGTH,
        inclusive: true,
        input: ctx.value,
        message: 'validation.min',
      });
    }
  });

const smsPhoneShape = {
  phone: z
    .string()
    .trim()
    .max(32)
    .meta({
      description:
        'A phone number whose country can be told (with `phone_country` for a number typed without "+"); otherwise 422 with the min-length 13 message.',
    }),
  phone_country: phoneCountryField,
};

/** The phone step of the SMS dialog. */
export const sendCodeForm = z.object(smsPhoneShape).superRefine(phoneCountryMustBeDetectable, alwaysCheck);

/** POST /v1/auth/send-code. `recaptcha_token` is a reCAPTCHA v3 token for the action `send_code`. */
export const sendCodePayload = z
  .strictObject({ ...smsPhoneShape, recaptcha_token: z.string().max(4096).nullish() })
  .superRefine(phoneCountryMustBeDetectable, alwaysCheck);
export type SendCodePayload = z.input<typeof sendCodePayload>;
export const RECAPTCHA_ACTION_SEND_CODE = 'send_code';

/** The code step of the SMS dialog. */
export const verifyCodeForm = z.object({ code: smsCodeField });

/** POST /v1/auth/verify-code. */
export const verifyCodePayload = z
  .strictObject({ ...smsPhoneShape, code: smsCodeField })
  .superRefine(phoneCountryMustBeDetectable, alwaysCheck);
export type VerifyCodePayload = z.input<typeof verifyCodePayload>;

export const sendCodeResult = z.object({
  message: z.string(),
  /** Shown under the code field: where the code went and how long it is valid. */
  codeMessage: z.string().optional(),
  /** Seconds until another code may be requested for this phone. */
  resendIn: z.number().int(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
  /** The code itself, only outside production with the local SMS driver. */
  debug: z.object({ code: z.string() }).optional(),
});
export type SendCodeResult = z.infer<typeof sendCodeResult>;

export const verifyCodeResult = z.object({
  message: z.string(),
  /** Proof of the verified phone, sent back as `confirm_token` on registration (valid 30 minutes). */
  confirmToken: z.string(),
  /** The verified phone in international form, "+380671234567". */
  phone: z.string(),
});
export type VerifyCodeResult = z.infer<typeof verifyCodeResult>;

// ---------------------------------------------------------------------------------------------
// Registration

const registerFormShape = {
  /** `professional` is the agent registration (with `work`); the account waits for document review. */
  register_mode: z.enum(REGISTER_MODES).optional().default('regular'),
  phone_country: phoneCountryField,
  email: emailField,
  password: passwordField,
  password_confirmation: passwordField,
  name: nameField,
  second_name: nameField,
  phone: registrationPhoneField,
  /** Place of work (salon, clinic); required for the professional registration. */
  work: z.string().trim().max(255).regex(NO_CONTROL_CHARACTERS, { error: 'validation.invalid' }).nullish(),
};

function workRequiredForProfessionals(value: unknown, ctx: z.RefinementCtx) {
  const { register_mode, work } = value as { register_mode?: RegisterMode; work?: string | null };
  if (register_mode === 'professional' && !work) {
    ctx.addIssue({ code: 'custom', path: ['work'], input: work, message: 'validation.required' });
  }
}

/** The registration dialog: what the user fills in, with the agreement checkbox (never sent). */
export const registerForm = passwordsMustMatch(
  z.object({ ...registerFormShape, agreement: z.literal(true, { error: 'validation.agreement' }) }),
).superRefine(workRequiredForProfessionals, alwaysCheck);
export type RegisterFormValues = z.input<typeof registerForm>;

/** POST /v1/auth/register. */
export const registerPayload = passwordsMustMatch(
  z.strictObject({
    ...registerFormShape,
    /** From the verify-code answer; must belong to `phone`. */
    confirm_token: z.string().min(1).max(200),
    /** Code of the cosmetologist or distributor the new client is linked to (agent link). */
    assign_to: idCodeField.nullish(),
  }),
).superRefine(workRequiredForProfessionals, alwaysCheck);
export type RegisterPayload = z.input<typeof registerPayload>;

/** Builds the call's payload from the dialog's values and the token of the verified phone. */
export function registerPayloadFromForm(
  values: z.output<typeof registerForm>,
  confirmToken: string,
  assignTo?: string | null,
): RegisterPayload {
  const { agreement: _agreement, ...fields } = values;
  return { ...fields, confirm_token: confirmToken, ...(assignTo ? { assign_to: assignTo } : {}) };
}

// ---------------------------------------------------------------------------------------------
// Tokens

export const ACCESS_TOKEN_TTL_S = 15 * 60;

/** Answer of login, refresh, restore and social login. The refresh token travels only in its cookie. */
export const accessTokenResult = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
});
export type AccessTokenResult = z.infer<typeof accessTokenResult>;

/** Answer of registration: the token and the user's ID code (null until one is assigned). */
export const registerResult = accessTokenResult.extend({ code: z.string().nullable() });
export type RegisterResult = z.infer<typeof registerResult>;

export const socialLoginResult = accessTokenResult.extend({
  /** True when the account was created by this sign-in. */
  isNew: z.boolean(),
});
export type SocialLoginResult = z.infer<typeof socialLoginResult>;

export const messageResult = z.object({ message: z.string() });
export type MessageResult = z.infer<typeof messageResult>;

/** POST /v1/auth/confirm-email: the token of an e-mail confirmation link (a new profile e-mail, or a social sign-in). */
export const confirmEmailPayload = z.strictObject({ token: z.string().trim().min(1).max(200) });
export type ConfirmEmailPayload = z.input<typeof confirmEmailPayload>;

/**
 * The answer of a social sign-in whose e-mail the provider does not vouch for and that no account
 * is linked to yet: a confirmation link went to the e-mail (202), the same whether or not an account
 * has that e-mail.
 */
export const socialPendingResult = z.object({ message: z.string(), pending: z.literal(true) });
export type SocialPendingResult = z.infer<typeof socialPendingResult>;

// ---------------------------------------------------------------------------------------------
// Password recovery

/** POST /v1/auth/reset: asks for a recovery letter. */
export const resetPayload = z.strictObject({ email: emailField });
export const resetForm = resetPayload;
export type ResetPayload = z.input<typeof resetPayload>;

const restorePasswordShape = {
  password: passwordField,
  /** Required, at least 8 characters, equal to the password (SPEC §5). */
  password_confirmation: publishedByOutput(z.string().min(1).pipe(z.string().min(PASSWORD_MIN))),
};

/** The restore dialog: the new password twice; token and e-mail come from the letter's link. */
export const restoreForm = passwordsMustMatch(z.object(restorePasswordShape));
export type RestoreFormValues = z.input<typeof restoreForm>;

/** POST /v1/auth/restore. */
export const restorePayload = passwordsMustMatch(
  z.strictObject({ ...restorePasswordShape, token: z.string().min(1).max(200), email: emailField }),
);
export type RestorePayload = z.input<typeof restorePayload>;

// ---------------------------------------------------------------------------------------------
// Social sign-in

/**
 * POST /v1/auth/social_login. `token` is a Google ID token (from Google Identity Services) or a
 * Facebook user access token (from the Facebook JS SDK).
 */
export const socialLoginPayload = z.strictObject({
  provider: z.enum(SOCIAL_PROVIDERS),
  token: z.string().min(1).max(8192),
  remember: z.boolean().optional().default(true),
});
export type SocialLoginPayload = z.input<typeof socialLoginPayload>;

/**
 * GET /v1/auth/providers: the public ids the browser needs to start Google or Facebook sign-in.
 * A provider is null when the shop has no credentials for it, and then no button is shown.
 */
export const socialProvidersResult = z.object({
  google: z.object({ clientId: z.string() }).nullable(),
  facebook: z.object({ appId: z.string(), sdkVersion: z.string() }).nullable(),
  /**
   * Providers the demo's local consent page stands in for (`GET /api/v1/auth/local-consent/{provider}`),
   * because the shop has no credentials for them. Always empty in production.
   */
  local: z.array(z.enum(SOCIAL_PROVIDERS)),
});
export type SocialProvidersResult = z.infer<typeof socialProvidersResult>;

/** POST /v1/oauth/{google,facebook}/link: links the provider's account to the signed-in user. */
export const socialLinkPayload = z.strictObject({ token: z.string().min(1).max(8192) });
export type SocialLinkPayload = z.input<typeof socialLinkPayload>;
