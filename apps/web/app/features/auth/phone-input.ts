/** Most digits of an international phone number (E.164). */
const MAX_DIGITS = 15;

/**
 * What the phone field shows while the visitor types: "+" and digits only (SPEC §9: phones are
 * "+" and 12 digits). Spaces, brackets and dashes pasted from a contact card are dropped; a number
 * typed from "0" (how Ukrainians write it at home) gets the Ukrainian code, also while typing.
 */
export function normalisePhoneInput(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (!digits) return raw.trim().startsWith('+') ? '+' : '';
  // No country code starts with 0, so a leading 0 is always a Ukrainian number written locally.
  const international = digits.startsWith('0') ? `38${digits}` : digits;
  return `+${international.slice(0, MAX_DIGITS)}`;
}

/** "+380671234567" → "+380 67 123 45 67", for reading a phone back to its owner. */
export function formatPhone(phone: string): string {
  const match = /^\+380(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return match ? `+380 ${match[1]} ${match[2]} ${match[3]} ${match[4]}` : phone;
}
