import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { DialogId } from './dialog-widths.ts';

/**
 * Dialog components by id. Each is a lazy chunk, loaded only when the dialog first opens, so the
 * ~40 popups of the shop do not weigh on first paint. A component receives the props given to
 * `openDialog(id, props)` and renders a `DialogFrame`.
 */
// biome-ignore lint/suspicious/noExplicitAny: each dialog declares its own props type.
type DialogComponent = ComponentType<any>;

const registry = new Map<DialogId, LazyExoticComponent<DialogComponent>>();

/** One line per dialog: `registerDialog('login', () => import('../features/accounts/login-dialog.tsx'))`. */
export function registerDialog(id: DialogId, load: () => Promise<{ default: DialogComponent }>): void {
  registry.set(id, lazy(load));
}

export function isDialogRegistered(id: DialogId): boolean {
  return registry.has(id);
}

export function dialogComponent(id: DialogId): LazyExoticComponent<DialogComponent> | undefined {
  return registry.get(id);
}
