import { z } from 'zod';
import { staffProductUpdate } from '@shop/contracts/staff-catalogue';

/**
 * What of a product record the form sends: the contract's own fields only (the record also holds
 * its id, shop address, image objects and dates, which the API's strict body would refuse).
 */
const EDITABLE = Object.keys(staffProductUpdate.shape);
const VARIANT_FIELDS = ['id', 'value_ru', 'value_uk', 'size', 'article', 'quantity', 'stock_seen', 'retail_price', 'old_retail_price', 'professional_price', 'distributor_price', 'client_price', 'image_id'];

const pick = (record: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, record[key]]));

export function editableProduct(record: Record<string, unknown>): Record<string, unknown> {
  const fields = pick(record, EDITABLE);
  if (Array.isArray(record.variants)) fields.variants = record.variants.map((variant) => pick(variant as Record<string, unknown>, VARIANT_FIELDS));
  return fields;
}

/** A contract read through `editableProduct`, for the form's resolver. */
export const editableSchema = <S extends z.ZodType>(schema: S) => z.preprocess((value) => editableProduct(value as Record<string, unknown>), schema);
