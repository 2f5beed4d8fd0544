import type { ProductSummary } from '@shop/contracts/catalog';
import { toast } from '../../lib/toast.ts';

/**
 * SPEC §8: a product flagged hasDuplicate (moved to a new series) cannot be bought from the
 * buy-together block; trying to shows an info toast instead. The basket's add button of the
 * carousel calls this first and adds only when it returns true.
 */
export function canBuyFromBuyTogether(product: Pick<ProductSummary, 'hasDuplicate'>, movedMessage: string): boolean {
  if (!product.hasDuplicate) return true;
  toast.info(movedMessage);
  return false;
}
