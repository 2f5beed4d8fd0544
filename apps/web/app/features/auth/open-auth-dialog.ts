import { openDialog } from '../../dialogs/dialog-store.ts';

/** Props of the login dialog: an e-mail to prefill (SPEC §2: from the query parameter `email`). */
export interface LoginDialogProps {
  email?: string;
}

/** Opens the login popup: profile or favourites clicked by a guest, an ended session. */
export function openLoginDialog(props: LoginDialogProps = {}): void {
  openDialog('login', { ...props });
}
