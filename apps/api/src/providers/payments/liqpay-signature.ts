import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * LiqPay's wire format (reference/integrations.md §2), shared by the real driver and the local
 * sandbox: `data` is base64 of the UTF-8 JSON parameters and `signature` is the base64 of the raw
 * SHA-1 digest of `private_key + data + private_key` (not hex).
 */

export interface SignedLiqpayData {
  data: string;
  signature: string;
}

export function liqpaySignature(privateKey: string, data: string): string {
  return createHash('sha1').update(privateKey + data + privateKey, 'utf8').digest('base64');
}

/** Encodes and signs parameters the way LiqPay expects them in a form or callback. */
export function signLiqpayParams(privateKey: string, params: Record<string, unknown>): SignedLiqpayData {
  const data = Buffer.from(JSON.stringify(params), 'utf8').toString('base64');
  return { data, signature: liqpaySignature(privateKey, data) };
}

/**
 * True when `signature` is the signature of `data` exactly as received. The comparison takes the
 * same time whatever the guess, so a forger learns nothing from how fast the answer comes.
 */
export function isLiqpaySignatureValid(privateKey: string, data: string, signature: string): boolean {
  const expected = Buffer.from(liqpaySignature(privateKey, data), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The parameters inside `data`, or null when it is not base64 of a JSON object. Call only after the
 * signature was checked: nothing unsigned is ever parsed.
 */
export function decodeLiqpayData(data: string): Record<string, unknown> | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
