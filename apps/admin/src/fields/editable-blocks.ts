import { editableContentBlock } from '@shop/contracts/staff-content-blocks';

/**
 * Of each content block only the fields of its kind: a block switched from one kind to another in
 * the form leaves no stale field behind, which the API's strict block contract would refuse with an
 * error no input shows.
 */
const BLOCK_FIELDS = new Map(editableContentBlock.options.map((option) => [option.shape.type.value as string, Object.keys(option.shape)]));

export function editableBlock(block: unknown): unknown {
  if (!block || typeof block !== 'object') return block;
  const fields = BLOCK_FIELDS.get(String((block as { type?: unknown }).type));
  if (!fields) return block;
  const record = block as Record<string, unknown>;
  return Object.fromEntries(fields.filter((key) => key in record).map((key) => [key, record[key]]));
}
