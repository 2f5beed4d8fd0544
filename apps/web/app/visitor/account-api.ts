import type { SocialProvider } from '@shop/contracts/auth';
import type { Address, Me, PasswordChangePayload, UpdateProfilePayload } from '@shop/contracts/user';
import { browserApi } from '../lib/browser-api.ts';

/** The User calls of SPEC §7 that change or read the signed-in account. */
type Data<T> = { data: T };

export const accountApi = {
  /** PUT /v1/user: only the fields sent change; answers with the whole user. */
  update: (payload: UpdateProfilePayload) => browserApi.put<Data<Me>>('/v1/user', payload).then((r) => r.data),
  changePassword: (payload: PasswordChangePayload) =>
    browserApi.post<Data<{ message: string }>>('/v1/user/password-change', payload).then((r) => r.data),
  /** POST /v1/oauth/{provider}/link: answers with the whole user, now with the provider linked. */
  linkSocial: (provider: SocialProvider, token: string) =>
    browserApi.post<Data<Me>>(`/v1/oauth/${provider}/link`, { token }, { skipErrorHandling: true }).then((r) => r.data),
  addresses: () => browserApi.get<Data<Address[]>>('/v1/user/addresses').then((r) => r.data),
};
