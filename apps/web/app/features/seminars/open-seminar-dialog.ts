import type { Seminar } from '@shop/contracts/seminars';
import { openDialog } from '../../dialogs/dialog-store.ts';

/** The seminar dialogs take the seminar as the page shows it (no second request). */
export const openSeminarDetails = (seminar: Seminar) => openDialog('seminar-details', { seminar });
export const openSeminarInfo = (seminar: Seminar) => openDialog('seminar-info', { seminar });
export const openSeminarRegistration = (seminar: Seminar) => openDialog('seminar-registration', { seminar });
export const openSeminarVideo = (seminar: Seminar) => openDialog('seminar-video', { seminar });
