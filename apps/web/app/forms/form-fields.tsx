import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, forwardRef, useId, useState } from 'react';
import { useTranslation } from '../i18n/translation-context.tsx';
import type { FieldError } from 'react-hook-form';
import { fieldMessages } from './field-messages.ts';
import styles from './form.module.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: FieldError;
  /** A line under the field that helps filling it in. */
  hint?: ReactNode;
}

function FieldErrors({ id, messages }: { id: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div id={id} className={styles.errors}>
      {messages.map((message) => (
        <p key={message} className={styles.error}>
          {message}
        </p>
      ))}
    </div>
  );
}

/** A labelled text input with its hint and every validation message (SPEC §5). */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField(
  { label, error, hint, className, type = 'text', ...input },
  ref,
) {
  const id = useId();
  const messages = fieldMessages(error);
  const described = [hint ? `${id}-hint` : '', messages.length ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type={type}
        className={styles.input}
        aria-invalid={messages.length > 0 || undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldErrors id={`${id}-error`} messages={messages} />
    </div>
  );
});

/** An e-mail field: the keyboard, autofill and type every e-mail input of a form shares. */
export const EmailField = forwardRef<HTMLInputElement, Omit<FieldProps, 'type' | 'inputMode'>>(function EmailField(props, ref) {
  return <TextField ref={ref} type="email" autoComplete="email" inputMode="email" {...props} />;
});

/** A labelled multi-line text field with its validation messages. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { label: ReactNode; error?: FieldError }>(
  function TextAreaField({ label, error, className, rows = 5, ...input }, ref) {
    const id = useId();
    const messages = fieldMessages(error);
    return (
      <div className={[styles.field, className].filter(Boolean).join(' ')}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <textarea
          ref={ref}
          id={id}
          rows={rows}
          className={`${styles.input} ${styles.textarea}`}
          aria-invalid={messages.length > 0 || undefined}
          aria-describedby={messages.length ? `${id}-error` : undefined}
          {...input}
        />
        <FieldErrors id={`${id}-error`} messages={messages} />
      </div>
    );
  },
);

/** A password input with a show/hide toggle (SPEC §2: the login dialog's show-password). */
export const PasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, 'type'>>(function PasswordField(
  { label, error, hint, className, ...input },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const messages = fieldMessages(error);
  const described = [hint ? `${id}-hint` : '', messages.length ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.passwordBox}>
        <input
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${styles.input} ${styles.passwordInput}`}
          aria-invalid={messages.length > 0 || undefined}
          aria-describedby={described || undefined}
          {...input}
        />
        <button
          type="button"
          className={styles.reveal}
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t('auth.password.hide') : t('auth.password.show')}
        </button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldErrors id={`${id}-error`} messages={messages} />
    </div>
  );
});

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  error?: FieldError;
}

/** A checkbox with its label on the right (remember me, the agreement). */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxProps>(function CheckboxField(
  { label, error, className, ...input },
  ref,
) {
  const id = useId();
  const messages = fieldMessages(error);
  return (
    <div className={[styles.checkField, className].filter(Boolean).join(' ')}>
      <div className={styles.checkRow}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={messages.length > 0 || undefined}
          aria-describedby={messages.length ? `${id}-error` : undefined}
          {...input}
        />
        <label htmlFor={id} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      <FieldErrors id={`${id}-error`} messages={messages} />
    </div>
  );
});

/** A message for the whole form (e.g. what the server said), announced when it appears. */
export function FormMessage({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' | 'success' }) {
  if (!children) return null;
  return (
    <p className={`${styles.formMessage} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
