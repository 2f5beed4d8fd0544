import type { Certificate } from '@shop/contracts/certificates';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { browserApi } from '../../../lib/browser-api.ts';
import { toast } from '../../../lib/toast.ts';
import { downloadApiFile } from '../../checkout/invoice-download.ts';
import styles from '../profile.module.css';

/**
 * The professional's course certificates (SPEC §7 "User"), each with its PDF; nothing is shown to
 * an account that has none.
 */
export function Certificates() {
  const { t, language } = useTranslation();
  const [certificates, setCertificates] = useState<Certificate[]>([]);
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });

  useEffect(() => {
    let live = true;
    browserApi
      .get<{ data: Certificate[] }>('/v1/certificates')
      .then((answer) => live && setCertificates(answer.data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  if (!certificates.length) return null;
  return (
    <section className={styles.panel} aria-labelledby="profile-certificates-title">
      <div className={styles.panelHead}>
        <h2 id="profile-certificates-title" className={styles.panelTitle}>
          {t('profile.certificates.title')}
        </h2>
      </div>
      <ul className={styles.list} data-testid="certificates">
        {certificates.map((certificate) => (
          <li key={certificate.id} className={styles.listItem}>
            <p className={styles.addressLine}>
              {certificate.title} № {certificate.number} — «{certificate.course}», {dateFormat.format(new Date(certificate.issuedOn))}
            </p>
            <Button
              variant="secondary"
              onClick={() => downloadApiFile(certificate.pdfUrl, `certificate-${certificate.number}.pdf`).catch(() => toast.error(t('profile.certificates.failed')))}
            >
              {t('profile.certificates.download')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
