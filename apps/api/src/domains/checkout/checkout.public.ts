import type { Database } from '../../db/client.ts';
import { hasOrderBefore } from './caller.repository.ts';

/**
 * What other domains may ask checkout. Whether an account or its own phone has ever ordered is the
 * first-order promotion's question (decision 0015); `/auth/me` asks it too, so that the shop's pages
 * do not offer that promotion to a returning customer.
 */
export function hasAccountOrdered(database: Database, account: { userId: number; phone: string | null }): Promise<boolean> {
  return hasOrderBefore(database, account);
}
