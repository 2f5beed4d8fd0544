import type { SocialProvider } from '@shop/contracts/auth';
import type { Address, AddressPayload, Me, PasswordChangePayload, UpdateProfilePayload } from '@shop/contracts/user';
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
  /** The address book, the default first. */
  addresses: () => browserApi.get<Data<Address[]>>('/v1/user/addresses').then((r) => r.data),
  addAddress: (payload: AddressPayload) => browserApi.post<Data<Address>>('/v1/user/addresses', payload).then((r) => r.data),
  changeAddress: (id: number, payload: AddressPayload) =>
    browserApi.put<Data<Address>>(`/v1/user/addresses/${id}`, payload).then((r) => r.data),
  makeDefaultAddress: (id: number) => browserApi.put<Data<Address>>(`/v1/user/addresses/${id}/default`).then((r) => r.data),
  deleteAddress: (id: number) => browserApi.delete<Data<{ id: number }>>(`/v1/user/addresses/${id}`).then((r) => r.data),
};
