import { createStore, useStore } from './external-store.ts';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastMessage {
  kind: ToastKind;
  message: string;
  description?: string;
}

type Deliver = (toast: ToastMessage) => void;

/**
 * Toasts (SPEC §9: 3 s, top-right) without loading the toast library on first paint: the first
 * `toast.*` call asks the shell to mount the viewport (a lazy chunk with sonner), and messages wait
 * in a queue until it is ready.
 */
const requested = createStore(false);
const queue: ToastMessage[] = [];
let deliver: Deliver | null = null;

function show(toast: ToastMessage): void {
  if (typeof window === 'undefined') return;
  if (deliver) {
    deliver(toast);
    return;
  }
  queue.push(toast);
  requested.set(true);
}

export const toast = {
  success: (message: string, description?: string) => show({ kind: 'success', message, description }),
  error: (message: string, description?: string) => show({ kind: 'error', message, description }),
  info: (message: string, description?: string) => show({ kind: 'info', message, description }),
};

/** True once any toast was asked for: the shell then mounts the viewport. */
export function useToastViewportRequested(): boolean {
  return useStore(requested);
}

/** Called by the mounted viewport: hands over queued messages and receives the next ones. */
export function connectToastViewport(next: Deliver): () => void {
  deliver = next;
  for (const pending of queue.splice(0)) next(pending);
  return () => {
    if (deliver === next) deliver = null;
  };
}
