import { createStore, useStore } from '../lib/external-store.ts';
import type { DialogId } from './dialog-widths.ts';
import { isDialogRegistered } from './dialog-registry.ts';

/**
 * Which popup is open. The shop shows one modal at a time (SPEC §4 flows close one dialog and open
 * the next), so opening a dialog replaces the current one.
 */
export interface OpenDialog {
  id: DialogId;
  props: Record<string, unknown>;
  /** Element focused before the dialog opened; focus returns there when it closes. */
  returnFocusTo: HTMLElement | null;
  /** Changes on every open, so reopening the same id remounts the dialog with fresh state. */
  key: number;
}

const openDialogStore = createStore<OpenDialog | null>(null);
let opened = 0;

/**
 * Opens a popup by id with its props, e.g. `openDialog('login', { email })`. Returns false (and
 * shows nothing) when no component is registered for the id yet, so callers can fall back.
 */
export function openDialog(
  id: DialogId,
  props: Record<string, unknown> = {},
  options: { returnFocusTo?: HTMLElement | null } = {},
): boolean {
  if (!isDialogRegistered(id)) return false;
  const active = typeof document === 'undefined' ? null : document.activeElement;
  const activeElement = active && typeof HTMLElement !== 'undefined' && active instanceof HTMLElement ? active : null;
  const current = openDialogStore.get();
  // When one dialog leads to another, focus still returns to what opened the first one. A caller
  // that is about to disappear (a link in the menu drawer) names a steadier element instead.
  const returnFocusTo =
    options.returnFocusTo !== undefined
      ? options.returnFocusTo
      : current
        ? current.returnFocusTo
        : activeElement;
  openDialogStore.set({ id, props, returnFocusTo, key: ++opened });
  return true;
}

export function closeDialog(): void {
  openDialogStore.set(null);
}

export function getOpenDialog(): OpenDialog | null {
  return openDialogStore.get();
}

export function useOpenDialog(): OpenDialog | null {
  return useStore(openDialogStore);
}
