import { TIMINGS_MS } from '@shop/contracts/constants';
import { getOpenDialog, openDialog } from '../../../dialogs/dialog-store.ts';

/** How often to look again when another popup is open at the moment the success dialog is due. */
const RETRY_MS = 1000;

/**
 * SPEC §4: after registering, the registration success dialog opens 5 seconds later. It never
 * replaces a popup the visitor is using meanwhile; it waits until that one is closed.
 */
export function scheduleRegistrationSuccess(code: string | null): void {
  const open = () => {
    if (getOpenDialog()) window.setTimeout(open, RETRY_MS);
    else openDialog('registration-success', { code });
  };
  window.setTimeout(open, TIMINGS_MS.registrationSuccessDialog);
}
