import type { CertificateVerification } from '@shop/contracts/certificates';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { localePath } from '../../lib/language.ts';
import { useShell } from '../../lib/use-shell.ts';
import frame from '../../styles/signed-in-page.module.css';
import styles from './platform.module.css';

/**
 * /certificate/{number}/ (public): whether a certificate with that number was issued, and to whom,
 * for which course, on which day: nothing else of its holder. Asked from the browser, so the check's
 * rate limit counts the visitor's address, not the server's.
 */
export function CertificateCheckPage({ number }: { number: string }) {
  const { t, language } = useTranslation();
  const { lang } = useShell();
  const navigate = useNavigate();
  const [found, setFound] = useState<CertificateVerification | 'missing' | 'failed' | null>(null);
  const [typed, setTyped] = useState(number);
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });

  useEffect(() => {
    let live = true;
    setFound(null);
    browserApi
      .get<{ data: CertificateVerification }>(`/v1/certificates/verify/${encodeURIComponent(number)}`, undefined, { background: true })
      .then((answer) => live && setFound(answer.data))
      .catch((failure: unknown) => live && setFound(failure instanceof ApiError && (failure.status === 404 || failure.status === 400) ? 'missing' : 'failed'));
    return () => {
      live = false;
    };
  }, [number]);

  function check(event: FormEvent) {
    event.preventDefault();
    const next = typed.trim();
    if (next) void navigate(localePath(`/certificate/${encodeURIComponent(next)}/`, lang));
  }

  return (
    <div className={frame.page}>
      <Breadcrumbs items={[{ label: t('platform.check.title') }]} />
      <h1 className={frame.title}>{t('platform.check.title')}</h1>
      <div className={styles.check}>
        {found === null ? (
          <p className={styles.muted} role="status">
            {t('platform.loading')}
          </p>
        ) : found === 'missing' ? (
          <p className={styles.notice} data-testid="certificate-missing">
            {t('platform.check.missing', { number })}
          </p>
        ) : found === 'failed' ? (
          <p className={styles.notice}>{t('platform.failed')}</p>
        ) : (
          <dl className={styles.facts} data-testid="certificate-valid">
            <dt>{t('platform.check.number')}</dt>
            <dd>{found.number}</dd>
            <dt>{t('platform.check.holder')}</dt>
            <dd>{found.holder}</dd>
            <dt>{t('platform.check.course')}</dt>
            <dd>{found.course}</dd>
            <dt>{t('platform.check.date')}</dt>
            <dd>{day.format(new Date(`${found.issuedOn}T00:00:00Z`))}</dd>
          </dl>
        )}
        <form className={styles.checkForm} onSubmit={check}>
          <label className={styles.checkLabel}>
            {t('platform.check.another')}
            <input className={styles.input} value={typed} onChange={(event) => setTyped(event.target.value)} maxLength={40} />
          </label>
          <Button type="submit" variant="secondary">
            {t('platform.check.submit')}
          </Button>
        </form>
      </div>
    </div>
  );
}
