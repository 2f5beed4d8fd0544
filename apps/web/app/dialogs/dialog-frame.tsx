import * as Dialog from '@radix-ui/react-dialog';
import { type CSSProperties, type ReactNode, useRef } from 'react';
import { useTranslation } from '../i18n/translation-context.tsx';
import { CloseIcon } from '../components/ui/icons.tsx';
import { useDialogContext } from './dialog-context.ts';
import { closeDialog, getOpenDialog } from './dialog-store.ts';
import { DIALOG_MAX_WIDTH } from './dialog-widths.ts';
import styles from './dialog-frame.module.css';

interface DialogFrameProps {
  title: ReactNode;
  /** A sentence under the title, read out with it by screen readers. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom of the dialog. */
  actions?: ReactNode;
  /** Called before the dialog closes by Escape, the close button or a click outside. */
  onClose?: () => void;
}

/**
 * The common frame of every popup: overlay, a panel as wide as SPEC §2 allows for this dialog id,
 * a title, a close button and a body. Radix Dialog traps focus, closes on Escape, hides the rest
 * of the page from screen readers and locks page scrolling while it is open.
 */
export function DialogFrame({ title, description, children, actions, onClose }: DialogFrameProps) {
  const { t } = useTranslation();
  const { id, returnFocusTo } = useDialogContext();
  const width = { '--dialog-max-width': `${DIALOG_MAX_WIDTH[id]}px` } as CSSProperties;
  const panelRef = useRef<HTMLDivElement>(null);

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (open) return;
        onClose?.();
        closeDialog();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <div className={styles.viewport}>
          <Dialog.Content
            ref={panelRef}
            className={styles.panel}
            style={width}
            data-dialog-id={id}
            onOpenAutoFocus={(event) => {
              // A field with autoFocus keeps its focus. Otherwise the panel itself takes it, so a
              // screen reader starts with the title and text rather than on the close button.
              event.preventDefault();
              if (!panelRef.current?.contains(document.activeElement)) panelRef.current?.focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              // When this dialog made way for another one, focus belongs to the new dialog.
              if (!getOpenDialog() && returnFocusTo?.isConnected) returnFocusTo.focus({ preventScroll: true });
            }}
          >
            <div className={styles.head}>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              <Dialog.Close className={styles.close} aria-label={t('dialog.close')}>
                <CloseIcon size={22} />
              </Dialog.Close>
            </div>
            {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
            {children ? <div className={styles.body}>{children}</div> : null}
            {actions ? <div className={styles.actions}>{actions}</div> : null}
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
