import type { ApiLanguage } from '@shop/contracts/i18n';
import type { FieldValues, Resolver } from 'react-hook-form';
import { staffUserPatch } from '@shop/contracts/staff-users';
import { contractResolver } from '../products/contract-resolver.ts';

/** What the account form may change: the rest of the record (e-mail, codes, dates) is shown, never sent. */
export const EDITABLE_USER_FIELDS = ['user_type', 'individual_discount', 'temp_discount', 'can_use_bonuses', 'status', 'assigned_code'] as const;

export function editableUser(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(EDITABLE_USER_FIELDS.map((key) => [key, record[key]]));
}

/**
 * The API's own contract over the form's editable fields (the strict contract refuses the shown
 * ones), each failed rule shown in the interface's language as the API would word it, never as the
 * contract's message key.
 */
export function userFormResolver(lang: ApiLanguage): Resolver<FieldValues> {
  const resolve = contractResolver(staffUserPatch, lang);
  return (values, context, options) => resolve(editableUser(values), context, options);
}
