import type { Me } from '@shop/contracts/user';
import { describe, expect, it } from 'vitest';
import { userSummary } from './user-summary.ts';

type Fields = Parameters<typeof userSummary>[0];

const base: Fields = {
  name: 'Анна',
  secondName: 'Коваль',
  userType: { name: 'regular' },
  isManager: false,
  code: null,
  assignedCode: null,
  canUseBonuses: false,
  bonusAmount: 0,
  individualDiscount: null,
};
const as = (patch: Partial<Fields>): Fields => ({ ...base, ...patch });
const type = (name: Me['userType']['name']) => ({ name });

describe('userSummary', () => {
  it('shows a regular client as a user with the name only', () => {
    expect(userSummary(base)).toEqual({ label: 'user', name: 'Анна Коваль', code: null, bonus: null, discount: null });
  });

  it('shows the code an authorised client is linked to', () => {
    expect(userSummary(as({ userType: type('authorised'), assignedCode: 'PRO-7' })).code).toEqual({ kind: 'assigned', value: 'PRO-7' });
  });

  it('shows a professional with the ID code and the individual discount', () => {
    const summary = userSummary(as({ userType: type('professional'), code: '10024', individualDiscount: 7 }));
    expect(summary).toMatchObject({ label: 'professional', code: { kind: 'own', value: '10024' }, discount: 7 });
  });

  it('never shows a discount to a distributor or a manager', () => {
    expect(userSummary(as({ userType: type('distributor'), code: 'D-1', individualDiscount: 12 })).discount).toBeNull();
    const manager = userSummary(as({ userType: type('distributor'), isManager: true, individualDiscount: 12 }));
    expect(manager).toMatchObject({ label: 'manager', discount: null });
  });

  it('shows the bonus balance only when bonuses may be used', () => {
    expect(userSummary(as({ userType: type('professional'), bonusAmount: 250 })).bonus).toBeNull();
    expect(userSummary(as({ userType: type('professional'), bonusAmount: 250, canUseBonuses: true })).bonus).toBe(250);
  });

  it('labels a pending professional application', () => {
    expect(userSummary(as({ userType: type('noid') })).label).toBe('noid');
  });
});
