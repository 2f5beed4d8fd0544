import type { ReactNode } from 'react';
import { useHydrationMarker } from '../lib/hydration-marker.ts';
import { useTranslation } from '../i18n/translation-context.tsx';
import { AccountSession } from '../features/account/account-session.tsx';
import { StaffAdminBar } from '../features/account/staff-admin-bar.tsx';
import { BasketSession } from '../features/basket/basket-session.tsx';
import { FirstOrderPromo } from '../features/basket/first-order-promo.tsx';
import { PriceAudienceSync } from './price-audience-sync.tsx';
import { DialogHost } from '../dialogs/dialog-host.tsx';
import { LanguageOffer } from '../features/language/language-offer.tsx';
import { RedirectLanguageOffer } from '../features/language/redirect-language-offer.tsx';
import { PaymentResultOffer } from '../features/checkout/payment-result-offer.tsx';
import { ApiErrorBridge } from './api-error-bridge.tsx';
import { DemoBanner } from './demo-banner.tsx';
import { FloatingActions } from './floating-actions.tsx';
import { SiteFooter } from './footer/site-footer.tsx';
import { SiteHeader } from './header/site-header.tsx';
import { HeaderMessages } from './header-messages/header-messages.tsx';
import { MobileAppHint } from './mobile-app-hint/mobile-app-hint.tsx';
import { RouteProgress } from './route-progress.tsx';
import { ToastHost } from './toasts/toast-host.tsx';
import styles from './site-shell.module.css';

/**
 * The frame of every page (SPEC §2 "Page shell"): announcements, header, the page, footer, and the
 * pieces that float above them (messenger, scroll-to-top, install hint, dialogs, toasts).
 */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useHydrationMarker();
  return (
    // The target of "back to top": focus lands here without a visible ring.
    <div id="page-top" className={styles.shell} tabIndex={-1}>
      <a className={styles.skipLink} href="#main">
        {t('shell.skipToContent')}
      </a>
      <RouteProgress />
      <DemoBanner />
      <StaffAdminBar />
      <HeaderMessages />
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <FloatingActions />
      <MobileAppHint />
      <DialogHost />
      <ToastHost />
      <LanguageOffer />
      <RedirectLanguageOffer />
      <FirstOrderPromo />
      <PaymentResultOffer />
      <ApiErrorBridge />
      <AccountSession />
      <BasketSession />
      <PriceAudienceSync />
    </div>
  );
}
