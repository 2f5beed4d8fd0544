/** The order form's phone: "+380" and nine digits (SPEC §5, §9). */
export const UA_PREFIX = '+380';

/** The account's phone when it is Ukrainian; orders are delivered in Ukraine only, so another starts empty. */
export function initialOrderPhone(phone: string | null | undefined): string {
  return phone && /^\+380\d{9}$/.test(phone) ? phone : UA_PREFIX;
}
