/** The order form's phone: "+380" and nine digits (SPEC §5, §9). */
export const UA_PREFIX = '+380';

/**
 * What the phone field holds while the shopper types: the "+380" prefix stays and only the nine
 * digits after it are typed. A number pasted in any usual form ("067 123 45 67", "+38 (067) 123-45-67",
 * "380671234567") becomes "+380671234567"; deleting into the prefix leaves the prefix.
 */
export function maskOrderPhone(raw: string): string {
  const text = raw.trim();
  if (UA_PREFIX.startsWith(text)) return UA_PREFIX;
  const all = text.replace(/\D/g, '');
  let national = text.startsWith(UA_PREFIX)
    ? text.slice(UA_PREFIX.length).replace(/\D/g, '')
    : all.startsWith('380')
      ? all.slice(3)
      : all.startsWith('80') && all.length >= 11
        ? all.slice(2)
        : all;
  // A whole number pasted after the prefix the field already shows.
  if (national.length > 9 && national.startsWith('380')) national = national.slice(3);
  // No Ukrainian number starts with 0 after +380: a typed "067…" is the local way of writing "67…".
  national = national.replace(/^0+/, '');
  return `${UA_PREFIX}${national.slice(0, 9)}`;
}

/** The account's phone when it is Ukrainian; orders are delivered in Ukraine only, so another starts empty. */
export function initialOrderPhone(phone: string | null | undefined): string {
  return phone && /^\+380\d{9}$/.test(phone) ? phone : UA_PREFIX;
}
