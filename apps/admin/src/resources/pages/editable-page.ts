import { z } from 'zod';
import { staffPageUpdate } from '@shop/contracts/staff-pages';
import { editableBlock } from '../../fields/editable-blocks.ts';

/**
 * What of a page record the form sends: the contract's own fields only (the record also holds its id,
 * address on the shop and dates, which the API's strict body refuses), and each block's own fields.
 * A new page has no `version` yet, so the create body simply goes without it.
 */
const EDITABLE = Object.keys(staffPageUpdate.shape);

export function editablePage(record: Record<string, unknown>): Record<string, unknown> {
  const fields = Object.fromEntries(EDITABLE.filter((key) => key in record).map((key) => [key, record[key]]));
  for (const key of ['blocks_ru', 'blocks_uk'] as const) {
    if (Array.isArray(record[key])) fields[key] = (record[key] as unknown[]).map(editableBlock);
  }
  return fields;
}

/** A contract read through `editablePage`, for the form's resolver. */
export const editablePageSchema = <S extends z.ZodType>(schema: S) => z.preprocess((value) => editablePage(value as Record<string, unknown>), schema);
