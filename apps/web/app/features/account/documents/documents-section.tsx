import type { UserDocuments } from '@shop/contracts/user';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { serverFailure } from '../../../forms/server-errors.ts';
import { reloadUser } from '../../../visitor/session.ts';
import { formatFileSize } from './document-rules.ts';
import { DocumentPicker } from './document-picker.tsx';
import { uploadDocuments } from './upload-documents.ts';
import styles from './documents.module.css';

/**
 * The professional's documents and their review (SPEC §2 profile "document upload for
 * professionals with its review state"): what was sent, each file's status and the reviewer's
 * comment, and a picker to send more. A verified professional or distributor (`verifiedCode`: its
 * own ID code) sees the approval and its code, never the upload form again; a rejected applicant
 * reads the reason and may upload again.
 */
export function DocumentsSection({ documents, verifiedCode }: { documents: UserDocuments; verifiedCode?: string | null }) {
  const { t, language } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  // A verified account is approved whatever its files say: one approved without uploads here (its
  // papers checked elsewhere) would otherwise read "no documents uploaded" beside its ID code.
  const state = verifiedCode != null ? 'approved' : documents.state;

  const send = async () => {
    if (!files.length) {
      setError(t('account.documents.nothingChosen'));
      return;
    }
    setSending(true);
    setError(null);
    try {
      await uploadDocuments(files);
      setFiles([]);
      await reloadUser();
      toast.success(t('account.documents.sent'));
    } catch (failure) {
      const { fields, message } = serverFailure(failure);
      setError(fields.files?.[0] ?? message ?? t('auth.error.generic'));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.section}>
      <p className={styles.stateLine}>
        {t('account.documents.stateLabel')}{' '}
        <span className={styles.status} data-status={state} data-testid="documents-state">
          {t(`account.documents.state.${state}`)}
        </span>
      </p>
      {verifiedCode != null ? (
        <p className={styles.stateLine} data-testid="documents-verified">
          {t('account.documents.verified', { code: verifiedCode })}
        </p>
      ) : documents.state === 'pending' ? (
        <p className={styles.stateLine}>{t('account.documents.waitingNote')}</p>
      ) : documents.state === 'rejected' ? (
        <p className={styles.stateLine}>{t('account.documents.rejectedNote')}</p>
      ) : null}
      {documents.files.length ? (
        <ul className={styles.files}>
          {documents.files.map((file) => (
            <li key={file.id} className={styles.file}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.status} data-status={file.status}>
                {t(`account.documents.fileStatus.${file.status}`)}
              </span>
              <span className={styles.fileMeta}>
                {formatFileSize(file.size)} · {dateFormat.format(new Date(file.uploadedAt))}
              </span>
              {file.reviewComment ? <p className={styles.comment}>{t('account.documents.reason', { reason: file.reviewComment })}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {verifiedCode != null ? null : (
        <>
          <DocumentPicker
            files={files}
            onChange={(next) => {
              setFiles(next);
              setError(null);
            }}
            error={error}
          />
          <div>
            <Button onClick={send} busy={sending} variant="secondary">
              {t('account.documents.send')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
