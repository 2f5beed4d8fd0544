import type { Address, AddressPayload } from '@shop/contracts/user';

/** What the address form holds while it is typed: the picked town and department, and the texts. */
export interface AddressDraft {
  kind: Address['kind'];
  city: { ref: string; name: string } | null;
  warehouse: { ref: string; name: string } | null;
  street: string;
  house: string;
  flat: string;
  recipientName: string;
  phone: string;
}

export const emptyDraft: AddressDraft = { kind: 'branch', city: null, warehouse: null, street: '', house: '', flat: '', recipientName: '', phone: '+380' };

/** The form filled from a saved address, to edit it. */
export function draftOf(address: Address): AddressDraft {
  return {
    kind: address.kind,
    city: address.cityRef ? { ref: address.cityRef, name: address.town } : null,
    warehouse: address.kind === 'branch' && address.guid ? { ref: address.guid, name: address.address } : null,
    street: address.street ?? '',
    house: address.house ?? '',
    flat: address.flat ?? '',
    recipientName: address.recipientName,
    phone: address.phone || '+380',
  };
}

/**
 * The body of POST/PUT /v1/user/addresses: only the fields of the chosen kind, a town or department
 * not picked from the list left out so the server names that field (the server checks everything).
 */
export function payloadOf(draft: AddressDraft): AddressPayload {
  const common = {
    recipient_name: draft.recipientName,
    phone: draft.phone,
    ...(draft.city ? { city: draft.city } : {}),
  } as { recipient_name: string; phone: string; city: { ref: string; name: string } };
  if (draft.kind === 'branch') {
    return { kind: 'branch', ...common, ...(draft.warehouse ? { warehouse: draft.warehouse } : {}) } as AddressPayload;
  }
  return { kind: 'courier', ...common, street: draft.street, house: draft.house, flat: draft.flat };
}
