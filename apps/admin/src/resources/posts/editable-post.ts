import { z } from 'zod';
import { staffPostUpdate } from '@shop/contracts/staff-posts';
import { editableBlock } from '../../fields/editable-blocks.ts';

/**
 * What of a post record the form sends: the contract's own fields only (the record also holds its
 * id, image object and dates, which the API's strict body refuses), and of each content block only
 * the fields of its kind, so a block switched from one kind to another leaves no stale field behind.
 */
const EDITABLE = Object.keys(staffPostUpdate.shape);

const pick = (record: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, record[key]]));

export function editablePost(record: Record<string, unknown>): Record<string, unknown> {
  const fields = pick(record, EDITABLE);
  for (const key of ['blocks_ru', 'blocks_uk'] as const) {
    if (Array.isArray(record[key])) fields[key] = (record[key] as unknown[]).map(editableBlock);
  }
  return fields;
}

/** A contract read through `editablePost`, for the form's resolver. */
export const editablePostSchema = <S extends z.ZodType>(schema: S) => z.preprocess((value) => editablePost(value as Record<string, unknown>), schema);
