import { useId, useRef, useState } from 'react';
import type { TFunction } from '../../../i18n/translator.ts';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { ACCEPTED_DOCUMENTS, type DocumentProblem, addDocuments, formatFileSize } from './document-rules.ts';
import styles from './documents.module.css';

interface DocumentPickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  /** A message from outside (nothing chosen, the upload failed). */
  error?: string | null;
}

/**
 * Chooses the professional's documents (diploma, certificate): PDF, JPEG or PNG, checked against
 * the API's limits before anything is sent.
 */
export function DocumentPicker({ files, onChange, error }: DocumentPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<DocumentProblem[]>([]);

  const add = (list: FileList | null) => {
    if (!list) return;
    const result = addDocuments(files, [...list]);
    setProblems(result.problems);
    onChange(result.files);
    // The same file can be chosen again after it was removed.
    if (input.current) input.current.value = '';
  };

  const messages = [...problems.map((p) => problemText(p, t)), ...(error ? [error] : [])];

  return (
    <div className={styles.picker}>
      <p className={styles.label} id={`${id}-label`}>
        {t('account.documents.choose')}
      </p>
      <p className={styles.hint} id={`${id}-hint`}>
        {t('account.documents.rules')}
      </p>
      {/* The native input stays for keyboards and screen readers; the label is its visible face,
          in the page's language (the browser's own button speaks the browser's language). */}
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={ACCEPTED_DOCUMENTS}
        className={`visually-hidden ${styles.fileInput}`}
        aria-labelledby={`${id}-label ${id}-button`}
        aria-describedby={`${id}-hint${messages.length ? ` ${id}-error` : ''}`}
        aria-invalid={messages.length > 0 || undefined}
        onChange={(event) => add(event.target.files)}
      />
      <label htmlFor={id} className={styles.dropZone} id={`${id}-button`}>
        <span className={styles.pickButton}>{t('account.documents.pick')}</span>
        <span className={styles.pickState}>
          {files.length ? t('account.documents.chosen', { count: files.length }) : t('account.documents.noneChosen')}
        </span>
      </label>
      {files.length > 0 ? (
        <ul className={styles.chosen}>
          {files.map((file) => (
            <li key={`${file.name}:${file.size}`} className={styles.chosenItem}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('account.documents.removeFile', { name: file.name })}
                onClick={() => onChange(files.filter((f) => f !== file))}
              >
                <CloseIcon size={16} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {messages.length ? (
        <div id={`${id}-error`} className={styles.errors}>
          {messages.map((message) => (
            <p key={message} className={styles.error}>
              {message}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function problemText(problem: DocumentProblem, t: TFunction): string {
  switch (problem.kind) {
    case 'type':
      return t('account.documents.wrongType', { name: problem.name });
    case 'size':
      return t('account.documents.tooBig', { name: problem.name, max: problem.maxMb });
    case 'count':
      return t('account.documents.tooMany', { max: problem.max });
  }
}
