import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { toast } from '../../lib/toast.ts';
import { downloadApiFile } from '../checkout/invoice-download.ts';

/** Downloads the caller's certificate of a course (PDF, with the bearer token). */
export function CertificateButton({ certificate, block = true }: { certificate: { number: string; pdfUrl: string }; block?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      block={block}
      data-testid="download-certificate"
      onClick={() => downloadApiFile(certificate.pdfUrl, `certificate-${certificate.number}.pdf`).catch(() => toast.error(t('platform.certificateFailed')))}
    >
      {t('platform.downloadCertificate', { number: certificate.number })}
    </Button>
  );
}
