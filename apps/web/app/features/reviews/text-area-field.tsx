import { type ReactNode, type TextareaHTMLAttributes, forwardRef, useId } from 'react';
import type { FieldError } from 'react-hook-form';
import { fieldMessages } from '../../forms/field-messages.ts';
import formStyles from '../../forms/form.module.css';
import styles from './text-area-field.module.css';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  error?: FieldError;
}

/** A labelled multi-line field with every validation message, like the forms' text fields. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, className, rows = 5, ...textarea },
  ref,
) {
  const id = useId();
  const messages = fieldMessages(error);
  return (
    <div className={[formStyles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        className={`${formStyles.input} ${styles.textarea}`}
        aria-invalid={messages.length > 0 || undefined}
        aria-describedby={messages.length ? `${id}-error` : undefined}
        {...textarea}
      />
      {messages.length ? (
        <div id={`${id}-error`} className={formStyles.errors}>
          {messages.map((message) => (
            <p key={message} className={formStyles.error}>
              {message}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
});
