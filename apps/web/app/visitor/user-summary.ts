import type { Me } from '@shop/contracts/user';

/**
 * What the signed-in header shows about a user (SPEC §1, §6):
 * - professionals and distributors: their type, name, ID code, bonus balance (only with
 *   canUseBonuses) and individual discount (never for distributors and their managers);
 * - everybody else: the "user" label, name and the code they are linked to, if any.
 */
export type UserLabel = 'professional' | 'distributor' | 'manager' | 'noid' | 'user';

export interface UserSummary {
  label: UserLabel;
  name: string;
  /** The user's own ID code (professionals) or the code they are linked to (clients). */
  code: { kind: 'own' | 'assigned'; value: string } | null;
  /** Bonus balance in whole hryvnias, only when bonuses may be used. */
  bonus: number | null;
  /** Individual discount in percent, when there is one to show. */
  discount: number | null;
}

type SummaryFields = Pick<
  Me,
  'name' | 'secondName' | 'userType' | 'isManager' | 'code' | 'assignedCode' | 'canUseBonuses' | 'bonusAmount' | 'individualDiscount'
>;

export function isProfessionalType(user: Pick<Me, 'userType'>): boolean {
  return user.userType.name === 'professional' || user.userType.name === 'distributor';
}

function labelOf(user: SummaryFields): UserLabel {
  if (user.userType.name === 'distributor') return user.isManager ? 'manager' : 'distributor';
  if (user.userType.name === 'professional') return 'professional';
  if (user.userType.name === 'noid') return 'noid';
  return 'user';
}

export function userSummary(user: SummaryFields): UserSummary {
  const label = labelOf(user);
  const professional = isProfessionalType(user);
  const name = [user.name, user.secondName].filter(Boolean).join(' ');
  const code = professional
    ? user.code
      ? { kind: 'own' as const, value: user.code }
      : null
    : user.assignedCode
      ? { kind: 'assigned' as const, value: user.assignedCode }
      : null;
  const showsDiscount = professional && user.userType.name !== 'distributor';
  return {
    label,
    name,
    code,
    bonus: user.canUseBonuses ? user.bonusAmount : null,
    discount: showsDiscount && user.individualDiscount ? user.individualDiscount : null,
  };
}
