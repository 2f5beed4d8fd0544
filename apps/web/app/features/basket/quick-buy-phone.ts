/** The quick buy's phone (SPEC §5, §9): "+380" and up to 9 more digits. */
const CODE = '+380';
const LOCAL_DIGITS = 9;

/**
 * What the phone field shows while the shopper types: the +380 mask is always there and only the
 * nine digits after it change. A number typed or pasted in any usual form ("067 123 45 67",
 * "+38 (067) 123-45-67", "380671234567") lands in the same place.
 */
export function ukrainianPhoneInput(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  // Part of the code itself was erased ("+38"): the mask comes back whole.
  if ('380'.startsWith(digits)) return CODE;
  if (digits.startsWith('380')) digits = digits.slice(3);
  else if (digits.startsWith('38') && digits.length > LOCAL_DIGITS + 1) digits = digits.slice(2);
  if (digits.startsWith('0')) digits = digits.slice(1);
  return CODE + digits.slice(0, LOCAL_DIGITS);
}

/** An Idempotency-Key for one order attempt (crypto.randomUUID needs a secure context; the fallback does not). */
export function newAttemptKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
