import { useRouteLoaderData } from 'react-router';
import { useTranslation } from '../i18n/translation-context.tsx';
import type { ShellData } from '../lib/shell-data.ts';
import styles from './demo-banner.module.css';

/**
 * A demo open to the network (the API's DEMO_PUBLIC, told in the shell's variables) says on every
 * page, in the page's language, that it is a demo whose letters and codes are not private. Rendered
 * on the server, so it is there before any script runs.
 */
export function DemoBanner() {
  const { t } = useTranslation();
  const shell = useRouteLoaderData<ShellData>('root');
  if (!shell?.variables?.demoPublic) return null;
  return (
    <p className={styles.banner} role="note" data-testid="demo-banner">
      <strong>{t('demo.banner')}</strong>
    </p>
  );
}
