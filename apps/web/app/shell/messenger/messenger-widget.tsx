import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { TelegramIcon, ViberIcon } from '../../components/ui/brand-icons.tsx';
import { ChatIcon, CloseIcon } from '../../components/ui/icons.tsx';
import { openDialog } from '../../dialogs/dialog-store.ts';
import { useShell } from '../../lib/use-shell.ts';
import styles from './messenger-widget.module.css';

/**
 * The floating messenger button (SPEC §1): it expands into Viber and Telegram links from the
 * settings. Escape or a click elsewhere folds it back. Hidden when neither link is set.
 */
export function MessengerWidget() {
  const { t } = useTranslation();
  const { variables } = useShell();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const viber = variables?.messengers.viberLink;
  const telegram = variables?.messengers.telegramLink;
  if (!viber && !telegram) return null;

  return (
    <div ref={rootRef} className={styles.widget}>
      <ul id={listId} className={styles.links} hidden={!open}>
        {viber ? (
          <li>
            <a className={`${styles.link} ${styles.viber}`} href={viber}>
              <span className={styles.linkIcon}>
                <ViberIcon size={22} />
              </span>
              {t('messenger.viber')}
            </a>
          </li>
        ) : null}
        {telegram ? (
          <li>
            <a className={`${styles.link} ${styles.telegram}`} href={telegram} target="_blank" rel="noopener noreferrer">
              <span className={styles.linkIcon}>
                <TelegramIcon size={22} />
              </span>
              {t('messenger.telegram')}
            </a>
          </li>
        ) : null}
        <li>
          <button
            type="button"
            className={`${styles.link} ${styles.form}`}
            onClick={() => {
              setOpen(false);
              openDialog('messenger-form', {}, { returnFocusTo: buttonRef.current });
            }}
          >
            <span className={styles.linkIcon}>
              <ChatIcon />
            </span>
            {t('messenger.form')}
          </button>
        </li>
      </ul>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={open ? t('messenger.close') : t('messenger.open')}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </button>
    </div>
  );
}
