import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

export interface ParsedPhone {
  /** "+380671234567" */
  e164: string;
  country: CountryCode | undefined;
  /** Mobile or possibly mobile: the only numbers an SMS can reach. */
  mobile: boolean;
}

/**
 * Reads a phone as typed ("+38 (067) 123-45-67", or a national number with the picker's country)
 * with the full metadata, so that the type of number (mobile or landline) is known.
 */
export function parsePhone(phone: string, country?: string | null): ParsedPhone | null {
  const defaultCountry = country && /^[A-Z]{2}$/i.test(country) ? (country.toUpperCase() as CountryCode) : undefined;
  let parsed: ReturnType<typeof parsePhoneNumberFromString>;
  try {
    parsed = parsePhoneNumberFromString(phone, defaultCountry);
  } catch {
    return null;
  }
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  return { e164: parsed.number, country: parsed.country, mobile: type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' };
}

/** Shown in messages: "+380 67 123 45 67". */
export function displayPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
