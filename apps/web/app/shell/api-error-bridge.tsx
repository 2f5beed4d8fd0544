import { useEffect } from 'react';
import { useTranslation } from '../i18n/translation-context.tsx';
import { useNavigate } from 'react-router';
import { browserApi } from '../lib/browser-api.ts';
import { localePath } from '../lib/language.ts';
import { setAppNavigator } from '../lib/navigation-bridge.ts';
import { toast } from '../lib/toast.ts';
import { openDialog } from '../dialogs/dialog-store.ts';
import { useShell } from '../lib/use-shell.ts';

/**
 * Connects the browser API client to the app once it has hydrated (SPEC §8): maintenance and
 * server-error pages open by in-app navigation, 403 shows a localised toast, and a lost session
 * opens the login popup. The accounts work adds token removal to `unauthorized` with
 * `browserApi.setHandlers`. Renders nothing.
 */
export function ApiErrorBridge() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { lang } = useShell();

  useEffect(() => {
    setAppNavigator((to) => void navigate(to));
    browserApi.setHandlers({
      maintenance: () => void navigate(localePath('/server-maintenance/', lang)),
      serverError: () => void navigate(localePath('/server-error/', lang)),
      forbidden: () => toast.error(t('error.forbidden')),
      unauthorized: () => {
        navigate(localePath('/', lang));
        openDialog('login');
      },
    });
    return () => setAppNavigator(null);
  }, [navigate, t, lang]);

  return null;
}
