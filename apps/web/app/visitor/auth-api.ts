import type {
  AccessTokenResult,
  ConfirmEmailPayload,
  LoginPayload,
  MessageResult,
  RegisterPayload,
  RegisterResult,
  ResetPayload,
  RestorePayload,
  SendCodePayload,
  SendCodeResult,
  SocialLoginPayload,
  SocialLoginResult,
  SocialPendingResult,
  VerifyCodePayload,
  VerifyCodeResult,
} from '@shop/contracts/auth';
import type { Me } from '@shop/contracts/user';
import { browserApi } from '../lib/browser-api.ts';

/**
 * The Auth calls of SPEC §7 from the browser. Calls that hand out a token pass errors straight to
 * the caller (SPEC §8: the login call skips the global error handling), so that a wrong password
 * is a message in the dialog and never a token refresh or a redirect.
 */
const direct = { skipErrorHandling: true } as const;

type Data<T> = { data: T };
const unwrap = <T,>(promise: Promise<Data<T>>) => promise.then((r) => r.data);

export const authApi = {
  login: (payload: LoginPayload) => unwrap(browserApi.post<Data<AccessTokenResult>>('/v1/auth/login', payload, direct)),
  /** A 202 (`pending`): the provider did not vouch for the e-mail, and a confirmation link went to it. */
  socialLogin: (payload: SocialLoginPayload) =>
    unwrap(browserApi.post<Data<SocialLoginResult | SocialPendingResult>>('/v1/auth/social_login', payload, direct)),
  confirmEmail: (payload: ConfirmEmailPayload) => unwrap(browserApi.post<Data<MessageResult>>('/v1/auth/confirm-email', payload, direct)),
  register: (payload: RegisterPayload) => unwrap(browserApi.post<Data<RegisterResult>>('/v1/auth/register', payload, direct)),
  refresh: () => unwrap(browserApi.post<Data<AccessTokenResult>>('/v1/auth/refresh', {}, direct)),
  logout: () => browserApi.post<unknown>('/v1/auth/logout', {}, direct),
  sendCode: (payload: SendCodePayload) => unwrap(browserApi.post<Data<SendCodeResult>>('/v1/auth/send-code', payload, direct)),
  verifyCode: (payload: VerifyCodePayload) =>
    unwrap(browserApi.post<Data<VerifyCodeResult>>('/v1/auth/verify-code', payload, direct)),
  reset: (payload: ResetPayload) => unwrap(browserApi.post<Data<MessageResult>>('/v1/auth/reset', payload, direct)),
  restore: (payload: RestorePayload) => unwrap(browserApi.post<Data<AccessTokenResult>>('/v1/auth/restore', payload, direct)),
  /** The signed-in user; goes through the global policy so an expired token is refreshed first. */
  me: (flags?: { skipErrorHandling?: boolean }) => unwrap(browserApi.get<Data<Me>>('/v1/auth/me', undefined, flags)),
};
