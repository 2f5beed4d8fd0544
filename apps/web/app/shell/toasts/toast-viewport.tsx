import { useEffect } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { Toaster, toast as sonner } from 'sonner';
import { TIMINGS_MS } from '@shop/contracts/constants';
import { connectToastViewport } from '../../lib/toast.ts';
import styles from './toast-viewport.module.css';

/**
 * Sonner's own distances from the top of the window (desktop, phone), plus the staff's admin bar
 * when it is drawn: the bar keeps its height in `--admin-bar-height` (features/account/admin-bar.tsx),
 * so the sign-in toast that brings the bar lands below it, not over it.
 */
const TOP = { desktop: 'calc(24px + var(--admin-bar-height, 0px))', mobile: 'calc(16px + var(--admin-bar-height, 0px))' };

/** Sonner's toaster at the top right, 3 s per toast (SPEC §9), fed by `lib/toast.ts`. */
export default function ToastViewport() {
  const { t } = useTranslation();

  useEffect(
    () =>
      connectToastViewport(({ kind, message, description }) => {
        sonner[kind](message, { description });
      }),
    [],
  );

  return (
    <Toaster
      position="top-right"
      offset={{ top: TOP.desktop }}
      mobileOffset={{ top: TOP.mobile }}
      duration={TIMINGS_MS.toast}
      closeButton
      containerAriaLabel={t('toast.region')}
      toastOptions={{
        closeButtonAriaLabel: t('toast.close'),
        classNames: {
          toast: styles.toast,
          title: styles.title,
          description: styles.description,
          success: styles.success,
          error: styles.error,
          info: styles.info,
          closeButton: styles.close,
        },
      }}
    />
  );
}
