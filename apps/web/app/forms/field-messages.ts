import type { FieldError } from 'react-hook-form';

/** Every message of a field: the failed rules (`types`) and server errors set with `setError`. */
export function fieldMessages(error: FieldError | undefined): string[] {
  if (!error) return [];
  const fromRules = error.types ? Object.values(error.types).flatMap((m) => (typeof m === 'string' ? [m] : Array.isArray(m) ? m.map(String) : [])) : [];
  const all = error.message ? [...fromRules, error.message] : fromRules;
  return [...new Set(all)];
}
