import type { CooperationTerm } from '@shop/contracts/service-content';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { Button } from '../../components/ui/button.tsx';
import { openDialog } from '../../dialogs/dialog-store.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import styles from './service-pages.module.css';

/** Cooperation terms, each with a button to the application form (528). */
export function CooperationPage({ terms }: { terms: CooperationTerm[] }) {
  const { t } = useTranslation();
  return (
    <article className={styles.page}>
      <Breadcrumbs items={[{ label: t('content.cooperation.title') }]} />
      <h1 className={styles.title}>{t('content.cooperation.title')}</h1>
      <ul className={styles.terms}>
        {terms.map((term) => (
          <li key={term.id} className={styles.term}>
            <h2>{term.title}</h2>
            {term.summary ? <p className={styles.summary}>{term.summary}</p> : null}
            {/* Sanitised HTML written by the shop's editors. */}
            <div className="prose" dangerouslySetInnerHTML={{ __html: term.body }} />
            <Button variant="secondary" onClick={() => openDialog('application-form', { subject: term.title })}>
              {t('content.application.open')}
            </Button>
          </li>
        ))}
      </ul>
    </article>
  );
}
