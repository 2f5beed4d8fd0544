import type { ApiLanguage } from '@shop/contracts/i18n';
import { ADDRESSES_MAX, type Address, type AddressInput } from '@shop/contracts/user';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import { messageTable } from '../../core/messages.ts';
import * as repo from './addresses.repository.ts';

const addressMessage = messageTable({
  ru: { full: 'В адресной книге может быть не больше :count адресов' },
  ua: { full: 'В адресній книзі може бути не більше :count адрес' },
});

/** The line an address is shown by: the branch's name, or the courier's "street, house, flat". */
export function addressLine(input: AddressInput): string {
  if (input.kind === 'branch') return input.warehouse.name;
  return [input.street, input.house, input.flat].filter(Boolean).join(', ');
}

/** The stored columns of a form: the fields of the other kind are cleared, so an edit that changes kind leaves nothing behind. */
function fieldsOf(input: AddressInput): repo.AddressFields {
  const common = {
    kind: input.kind,
    recipientName: input.recipient_name,
    phone: input.phone,
    town: input.city.name,
    cityRef: input.city.ref,
    address: addressLine(input),
  };
  if (input.kind === 'branch') return { ...common, guid: input.warehouse.ref, street: null, house: null, flat: null };
  return { ...common, guid: null, street: input.street, house: input.house, flat: input.flat ?? null };
}

export function toAddress(row: repo.AddressRow): Address {
  return {
    id: row.id,
    kind: row.kind,
    address: row.address,
    guid: row.guid,
    town: row.town,
    cityRef: row.cityRef,
    street: row.street,
    house: row.house,
    flat: row.flat,
    recipientName: row.recipientName,
    phone: row.phone,
    isDefault: row.isDefault,
  };
}

export async function listAddresses(deps: ApiDeps, userId: number): Promise<Address[]> {
  return (await repo.listAddresses(deps.database.db, userId)).map(toAddress);
}

const notFound = (lang: ApiLanguage) => new HttpError(404, genericMessage(lang, 'notFound'));

/** Adds an address; the first of a book, or one asked to be, becomes the default. Over the cap → 409. */
export async function addAddress(deps: ApiDeps, userId: number, input: AddressInput, lang: ApiLanguage): Promise<Address> {
  return deps.database.db.transaction(async (tx) => {
    await repo.lockUser(tx, userId);
    const already = await repo.countAddresses(tx, userId);
    if (already >= ADDRESSES_MAX) throw new HttpError(409, addressMessage(lang, 'full', { count: ADDRESSES_MAX }));
    const row = await repo.insertAddress(tx, userId, fieldsOf(input));
    if (already === 0 || input.is_default) await repo.makeDefault(tx, userId, row.id);
    return toAddress((await repo.findAddress(tx, userId, row.id)) ?? row);
  });
}

/** Rewrites one of the user's addresses; `is_default: true` makes it the default (false never leaves the book without one). */
export async function changeAddress(deps: ApiDeps, userId: number, id: number, input: AddressInput, lang: ApiLanguage): Promise<Address> {
  return deps.database.db.transaction(async (tx) => {
    await repo.lockUser(tx, userId);
    if (!(await repo.findAddress(tx, userId, id))) throw notFound(lang);
    await repo.updateAddress(tx, userId, id, fieldsOf(input));
    if (input.is_default) await repo.makeDefault(tx, userId, id);
    const row = await repo.findAddress(tx, userId, id);
    if (!row) throw notFound(lang);
    return toAddress(row);
  });
}

/** Makes one of the user's addresses the default, the others not. */
export async function setDefaultAddress(deps: ApiDeps, userId: number, id: number, lang: ApiLanguage): Promise<Address> {
  return deps.database.db.transaction(async (tx) => {
    await repo.lockUser(tx, userId);
    if (!(await repo.findAddress(tx, userId, id))) throw notFound(lang);
    await repo.makeDefault(tx, userId, id);
    const row = await repo.findAddress(tx, userId, id);
    if (!row) throw notFound(lang);
    return toAddress(row);
  });
}

/** Deletes one of the user's addresses; when it was the default, the newest one left takes its place. */
export async function removeAddress(deps: ApiDeps, userId: number, id: number, lang: ApiLanguage): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    await repo.lockUser(tx, userId);
    const row = await repo.findAddress(tx, userId, id);
    if (!row) throw notFound(lang);
    await repo.deleteAddress(tx, userId, id);
    if (!row.isDefault) return;
    const next = await repo.newestAddressId(tx, userId);
    if (next !== null) await repo.makeDefault(tx, userId, next);
  });
}
