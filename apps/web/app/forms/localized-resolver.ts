import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { ApiLanguage } from '@shop/contracts/i18n';
import { localizeIssue } from '@shop/contracts/validation';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a contracts schema with the shop's localised messages (SPEC §5).
 * The schemas name their messages by key (`validation.min`) and the key needs the rule's bound for
 * `:count`; zodResolver keeps only the raw message, so the issues are localised here instead. Every
 * failed rule of a field is kept (in `types`), so a field can show more than one message.
 */
export function localizedResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  lang: ApiLanguage,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      const message = localizeIssue(issue, lang);
      const error = (errors[path] ??= { type: issue.code, message, types: {} });
      const types = error.types as Record<string, string>;
      if (!Object.values(types).includes(message)) types[`${issue.code}.${Object.keys(types).length}`] = message;
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
