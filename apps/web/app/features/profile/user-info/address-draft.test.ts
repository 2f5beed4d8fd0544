import type { Address } from '@shop/contracts/user';
import { describe, expect, it } from 'vitest';
import { draftOf, emptyDraft, payloadOf } from './address-draft.ts';

describe('the address form', () => {
  it('sends only the fields of the chosen kind', () => {
    const draft = { ...emptyDraft, city: { ref: 'c', name: 'Київ' }, warehouse: { ref: 'w', name: 'Відділення №1' }, street: 'left over', recipientName: 'Олена', phone: '0671234567' };
    expect(payloadOf(draft)).toEqual({ kind: 'branch', city: { ref: 'c', name: 'Київ' }, warehouse: { ref: 'w', name: 'Відділення №1' }, recipient_name: 'Олена', phone: '0671234567' });
    expect(payloadOf({ ...draft, kind: 'courier', house: '5', flat: '' })).toEqual({
      kind: 'courier', city: { ref: 'c', name: 'Київ' }, street: 'left over', house: '5', flat: '', recipient_name: 'Олена', phone: '0671234567',
    });
  });

  it('leaves out a town or department not picked, so the server names the field', () => {
    expect(payloadOf(emptyDraft)).toEqual({ kind: 'branch', recipient_name: '', phone: '+380' });
  });

  it('fills the form from a saved address', () => {
    const saved: Address = { id: 1, kind: 'branch', address: 'Відділення №1', guid: 'w', town: 'Київ', cityRef: 'c', street: null, house: null, flat: null, recipientName: 'Олена', phone: '+380671234567', isDefault: true };
    expect(draftOf(saved)).toMatchObject({ kind: 'branch', city: { ref: 'c', name: 'Київ' }, warehouse: { ref: 'w', name: 'Відділення №1' }, street: '' });
    expect(payloadOf(draftOf(saved))).toMatchObject({ warehouse: { ref: 'w' } });
  });
});
