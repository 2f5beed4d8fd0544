import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { TIMINGS_MS } from '@shop/contracts/constants';
import { Button } from '../../components/ui/button.tsx';
import { CloseIcon, ShareIcon } from '../../components/ui/icons.tsx';
import { readStored, writeStored } from '../../lib/storage.ts';
import { APP_HINT_DISMISSED_KEY, type MobilePlatform, detectMobilePlatform, shouldShowAppHint } from './mobile-platform.ts';
import styles from './mobile-app-hint.module.css';

/** Chrome's install prompt event (not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * The install hint for phones (SPEC §4): 3 s after the page opens on iOS or Android, a small card
 * offers to put the shop on the home screen (the site is an installable web app, see
 * site.webmanifest). Android browsers that support it install with one tap; elsewhere the card says
 * which menu item to use. Dismissal is remembered with the platform.
 */
export function MobileAppHint() {
  const { t } = useTranslation();
  const [platform, setPlatform] = useState<MobilePlatform | null>(null);
  const [installPrompt, setInstallPrompt] = useState<InstallPromptEvent | null>(null);

  useEffect(() => {
    const onInstallPrompt = (event: Event) => {
      event.preventDefault();
      setInstallPrompt(event as InstallPromptEvent);
    };
    window.addEventListener('beforeinstallprompt', onInstallPrompt);
    const detected = detectMobilePlatform(navigator.userAgent, navigator.maxTouchPoints);
    const show = shouldShowAppHint({
      platform: detected,
      installed: window.matchMedia('(display-mode: standalone)').matches,
      dismissedOn: readStored(APP_HINT_DISMISSED_KEY),
    });
    const timer = show ? window.setTimeout(() => setPlatform(detected), TIMINGS_MS.appPopupDelay) : undefined;
    return () => {
      window.removeEventListener('beforeinstallprompt', onInstallPrompt);
      window.clearTimeout(timer);
    };
  }, []);

  if (!platform) return null;

  const dismiss = () => {
    writeStored(APP_HINT_DISMISSED_KEY, platform);
    setPlatform(null);
  };

  const install = async () => {
    if (!installPrompt) return;
    await installPrompt.prompt();
    const { outcome } = await installPrompt.userChoice;
    setInstallPrompt(null);
    if (outcome === 'accepted') dismiss();
  };

  return (
    <aside className={styles.hint} aria-labelledby="app-hint-title">
      <img className={styles.icon} src="/icons/app-icon-192.png" width={48} height={48} alt="" />
      <div className={styles.text}>
        <p id="app-hint-title" className={styles.title}>
          {t('appHint.title')}
        </p>
        <p className={styles.body}>
          {platform === 'ios' ? (
            <>
              {t('appHint.iosBefore')} <ShareIcon size={16} className={styles.inlineIcon} /> {t('appHint.iosAfter')}
            </>
          ) : installPrompt ? (
            t('appHint.androidInstall')
          ) : (
            t('appHint.androidManual')
          )}
        </p>
        {platform === 'android' && installPrompt ? (
          <Button className={styles.install} onClick={() => void install()}>
            {t('appHint.install')}
          </Button>
        ) : null}
      </div>
      <button type="button" className={styles.close} aria-label={t('appHint.dismiss')} onClick={dismiss}>
        <CloseIcon size={20} />
      </button>
    </aside>
  );
}
