import type { ApiDeps } from '../../deps.ts';
import { seatsChanged } from '../seminars/seminars.public.ts';
import { wakeOrderNotices } from './order-notices.ts';
import type { AppliedTransition } from './order-transitions.ts';

/**
 * What committed changes of orders' states set going: the letters queued with them are sent now, and
 * where cancelled tickets gave seats back, the seminars' cached answers (kept up to 30 s) are renewed,
 * so the list and the seminar's page offer those seats at once.
 */
export async function orderChangesCommitted(deps: ApiDeps, applied: ReadonlyArray<Pick<AppliedTransition, 'notice' | 'seatsReleased'>>): Promise<void> {
  if (applied.some((change) => change.notice)) wakeOrderNotices(deps);
  if (applied.some((change) => change.seatsReleased)) await seatsChanged(deps);
}
