/** The order form's fields, without its rules (the rules load with the first check; these are needed before). */

/** The fields of the form, for placing the server's 422 errors under them. */
export const ORDER_FORM_FIELDS = [
  'name',
  'second_name',
  'phone',
  'email',
  'delivery_method_id',
  'city',
  'warehouse',
  'address',
  'comment',
  'no_call',
  'payment_method',
  'use_bonuses',
] as const;

/** The form field an API error names: `city.ref` belongs to the town field, `warehouse.name` to the department. */
export function formFieldOfApiError(apiField: string): (typeof ORDER_FORM_FIELDS)[number] | null {
  const head = apiField.split('.')[0];
  return (ORDER_FORM_FIELDS as readonly string[]).includes(head) ? (head as (typeof ORDER_FORM_FIELDS)[number]) : null;
}
