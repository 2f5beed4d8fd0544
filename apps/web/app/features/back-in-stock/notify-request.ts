import type { NotifyWhenAvailableBody } from '@shop/contracts/reviews';
import { browserApi } from '../../lib/browser-api.ts';
import { openDialog } from '../../dialogs/dialog-store.ts';

/** POST /v1/products/notify-when-available. */
export function sendNotifyRequest(body: NotifyWhenAvailableBody): Promise<{ data: { message: string } }> {
  return browserApi.post<{ data: { message: string } }>('/v1/products/notify-when-available', body);
}

/** The thank-you of SPEC §4/§8: shown whether the request succeeded or not. */
export function openBackInStockThanks(): void {
  openDialog('back-in-stock', { step: 'thanks' });
}
