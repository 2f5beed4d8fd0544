import { Component, type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from '../i18n/translation-context.tsx';
import { toast } from '../lib/toast.ts';
import { DialogContext } from './dialog-context.ts';
import { dialogComponent } from './dialog-registry.ts';
import { closeDialog, useOpenDialog } from './dialog-store.ts';
import styles from './dialog-host.module.css';
import './registered-dialogs.ts';

/** Renders the open dialog, if its component is registered, loading its chunk on first use. */
export function DialogHost() {
  const open = useOpenDialog();
  const { t } = useTranslation();
  const context = useMemo(() => (open ? { id: open.id, returnFocusTo: open.returnFocusTo } : null), [open]);
  if (!open || !context) return null;
  const DialogComponent = dialogComponent(open.id);
  if (!DialogComponent) return null;
  return (
    <DialogContext.Provider value={context}>
      <ChunkErrorBoundary key={open.key} onError={() => toast.error(t('dialog.loadFailed'))}>
        <Suspense fallback={<DialogLoading label={t('dialog.loading')} />}>
          <DialogComponent {...open.props} />
        </Suspense>
      </ChunkErrorBoundary>
    </DialogContext.Provider>
  );
}

/** Shown only while a dialog's chunk downloads for the first time. */
function DialogLoading({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/**
 * A dialog chunk that fails to download (offline, a new release replaced it) must not take the
 * page down with it: the dialog closes and the visitor sees a toast.
 */
class ChunkErrorBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('dialog failed to load', error);
    this.props.onError();
    closeDialog();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
