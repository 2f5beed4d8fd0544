import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { Toaster, toast as sonner } from 'sonner';
import { TIMINGS_MS } from '@shop/contracts/constants';
import { connectToastViewport } from '../../lib/toast.ts';
import styles from './toast-viewport.module.css';

/** Sonner's own distances from the top of the window (desktop, phone). */
const TOP_GAP = { desktop: 24, mobile: 16 };

/**
 * How far down the staff bar reaches in the window now (0 when there is none or it is scrolled away).
 * The bar sits in the page's flow above the header, so this changes as the page scrolls.
 */
function adminBarBottom(): number {
  const bar = document.querySelector('[data-admin-bar]');
  return bar ? Math.max(0, Math.round(bar.getBoundingClientRect().bottom)) : 0;
}

/**
 * Sonner's toaster at the top right, 3 s per toast (SPEC §9), fed by `lib/toast.ts`. For staff it
 * starts below the admin bar, measured when a toast comes (the sign-in toast must not cover the bar).
 */
export default function ToastViewport() {
  const { t } = useTranslation();
  const [barBottom, setBarBottom] = useState(0);

  useEffect(
    () =>
      connectToastViewport(({ kind, message, description }) => {
        // A frame later: the sign-in toast comes with the account that draws the bar in the first place.
        requestAnimationFrame(() => {
          setBarBottom(adminBarBottom());
          sonner[kind](message, { description });
        });
      }),
    [],
  );

  return (
    <Toaster
      position="top-right"
      offset={{ top: TOP_GAP.desktop + barBottom }}
      mobileOffset={{ top: TOP_GAP.mobile + barBottom }}
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
