import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useShell } from '../lib/use-shell.ts';
import { localizedResolver } from './localized-resolver.ts';

/**
 * react-hook-form bound to a contracts schema, with messages in the page's language. Checks run on
 * submit, then again on every change of a field that failed, so messages go away as soon as the
 * value is right.
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const { lang } = useShell();
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: localizedResolver(schema, lang),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
