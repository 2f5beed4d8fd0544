import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { staffUserPatch } from '@shop/contracts/staff-users';

/** What the account form may change: the rest of the record (e-mail, codes, dates) is shown, never sent. */
export const EDITABLE_USER_FIELDS = ['user_type', 'individual_discount', 'temp_discount', 'can_use_bonuses', 'status', 'assigned_code'] as const;

export function editableUser(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(EDITABLE_USER_FIELDS.map((key) => [key, record[key]]));
}

const patchResolver = zodResolver(staffUserPatch);

/** The API's own contract over the form's editable fields (the strict contract refuses the shown ones). */
export const userFormResolver: Resolver<FieldValues> = (values, context, options) =>
  patchResolver(editableUser(values) as Parameters<typeof patchResolver>[0], context, options as Parameters<typeof patchResolver>[2]) as ReturnType<Resolver<FieldValues>>;
