import { useEffect } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { toast } from '../../lib/toast.ts';
import { openDialog } from '../../dialogs/dialog-store.ts';
import { dialogFromQuery } from '../auth/link-dialogs.ts';
import { takeNoticeAfterReload } from '../../visitor/notice-after-reload.ts';
import { followOtherTabs, restoreSession } from '../../visitor/session.ts';
import { followProfessionalStatus } from './header-menu.ts';

/**
 * Starts the browser session once the shell has hydrated: restores the signed-in user from the
 * refresh cookie, follows sign-ins and sign-outs of other tabs, refetches the header menu when the
 * professional status changes, shows the message a reload carried
 * (password restored, signed out) and opens the popup a link asks for (the recovery letter's
 * restore dialog). Renders nothing.
 */
export function AccountSession() {
  const { t } = useTranslation();

  useEffect(() => {
    const stopMenu = followProfessionalStatus();
    // A task of its own: hydration's effects all run in one task, and the first API call (reading
    // the cookie, building and sending the request) would lengthen it.
    const restore = window.setTimeout(() => void restoreSession(), 0);
    const stopTabs = followOtherTabs();
    return () => {
      window.clearTimeout(restore);
      stopMenu();
      stopTabs();
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load, in its language.
  useEffect(() => {
    const notice = takeNoticeAfterReload();
    if (notice) toast.success(t(notice));
    const openLinked = () => {
      const linked = dialogFromQuery(window.location.search, window.location.hash);
      if (linked) {
        const { id, ...props } = linked;
        openDialog(id, props);
      }
    };
    openLinked();
    // A recovery link opened in a tab already on that page changes only the fragment: no new load.
    window.addEventListener('hashchange', openLinked);
    return () => window.removeEventListener('hashchange', openLinked);
  }, []);

  return null;
}
