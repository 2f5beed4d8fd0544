import { createHash } from 'node:crypto';

/**
 * Idempotent order placement: an order is placed once per owner (`ownerKeyOf` of the orders domain)
 * and `Idempotency-Key`. The request's fingerprint tells a retry (same body: the same order again)
 * from a reused key (another body: 409).
 */

/** JSON with object keys sorted at every level, so equal bodies give equal text whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 of the validated body (defaults filled in, text trimmed), hex. */
export function requestFingerprint(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/** PostgreSQL's unique violation, wherever the driver wrapped it (Drizzle keeps the original as `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, new Set(['23505']));
}

/** A deadlock or serialisation failure: the transaction may simply be run again. */
export function isRetryableConflict(error: unknown): boolean {
  return hasCode(error, new Set(['40P01', '40001']));
}

function hasCode(error: unknown, codes: Set<string>): boolean {
  for (let cause = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; cause && depth < 4; cause = cause.cause as typeof cause, depth++) {
    if (typeof cause.code === 'string' && codes.has(cause.code)) return true;
  }
  return false;
}
