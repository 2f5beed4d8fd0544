import { createContext, useContext } from 'react';
import type { DialogId } from './dialog-widths.ts';

/** What the host tells the dialog it renders: its id (for the width) and where focus returns. */
export interface DialogContextValue {
  id: DialogId;
  returnFocusTo: HTMLElement | null;
}

export const DialogContext = createContext<DialogContextValue | null>(null);

export function useDialogContext(): DialogContextValue {
  const value = useContext(DialogContext);
  if (!value) throw new Error('A dialog component must be rendered by the DialogHost (openDialog).');
  return value;
}
