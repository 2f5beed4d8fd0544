import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ApiLanguage } from '@shop/contracts/i18n';
import { localizeIssue } from '@shop/contracts/validation';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver over one of the API's zod contracts: the values it passes on are the
 * contract's output (trimmed, defaulted, read-only fields left out), and each failed rule shows the
 * same localised message the API would answer with.
 */
export function contractResolver(schema: ZodType, lang: ApiLanguage): Resolver<FieldValues> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as FieldValues, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const fields = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key].join('.')) : [issue.path.join('.') || 'root'];
      for (const field of fields) errors[field] ??= { type: issue.code, message: localizeIssue(issue, lang) };
    }
    return { values: {}, errors: toNested(errors) };
  };
}

/** `variants.0.article` → `{ variants: [{ article }] }`, the shape react-hook-form reads errors in. */
function toNested(flat: Record<string, { type: string; message: string }>): FieldErrors {
  const root: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = root;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) node[key] = error;
      else node = (node[key] ??= /^\d+$/.test(keys[i + 1]) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root as FieldErrors;
}
