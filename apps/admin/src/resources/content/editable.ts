import type { ApiLanguage } from '@shop/contracts/i18n';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodObject } from 'zod';
import { contractResolver } from '../products/contract-resolver.ts';

/** What of a record the form sends: the contract's fields only (the API's bodies are strict). */
export function editableFields(contract: ZodObject) {
  const fields = Object.keys(contract.shape);
  return (record: Record<string, unknown>) => Object.fromEntries(fields.filter((key) => key in record).map((key) => [key, record[key]]));
}

/**
 * The contract's resolver over the record's editable fields: a strict body contract would otherwise
 * refuse the record's own `id` (and a delivery method's `type`), an error no input shows.
 */
export function editableResolver(contract: ZodObject, lang: ApiLanguage): Resolver<FieldValues> {
  const pick = editableFields(contract);
  const resolve = contractResolver(contract, lang);
  return (values, context, options) => resolve(pick(values), context, options);
}
