import { type Seminar, type SeminarRequestAnswer, maskSeminarPhone, seminarRequestBody } from '@shop/contracts/seminars';
import { DialogFrame } from '../../dialogs/dialog-frame.tsx';
import { closeDialog, openDialog } from '../../dialogs/dialog-store.ts';
import { TextAreaField, TextField } from '../../forms/form-fields.tsx';
import { serverFailure, showFieldErrors } from '../../forms/server-errors.ts';
import { SubmitRow } from '../../forms/submit-row.tsx';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { browserApi } from '../../lib/browser-api.ts';
import { toast } from '../../lib/toast.ts';
import { useShell } from '../../lib/use-shell.ts';
import { seminarWhen } from './seminar-text.ts';
import styles from '../../forms/form.module.css';

const FIELDS = ['name', 'surname', 'phone', 'comment', 'seminar_id'] as const;

/**
 * Seminar registration (480; SPEC §3 payload, §5 rules from the contract): name, surname, the phone
 * in the mask `+380(##)###-##-##`, a comment. Success closes the form, opens the thanks dialog and
 * shows the server's message (SPEC §4); a refusal puts its messages under the fields.
 */
export default function SeminarRegistrationDialog({ seminar }: { seminar: Seminar }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const form = useContractForm(seminarRequestBody, { name: '', surname: '', phone: '+380', comment: '', seminar_id: seminar.id });
  const { register, formState, handleSubmit, setError } = form;
  const phone = register('phone');

  const submit = handleSubmit(async (values) => {
    try {
      const { data } = await browserApi.post<SeminarRequestAnswer>('/v1/seminars/request', values);
      closeDialog();
      openDialog('seminar-thanks', { seminar, message: data.message });
      toast.success(data.message);
    } catch (error) {
      const failure = serverFailure(error);
      const unplaced = showFieldErrors(failure, setError, FIELDS);
      // A refusal about the seminar itself (full, over) has no field in the form: it is the toast.
      if (!Object.keys(failure.fields).length || unplaced.length || failure.fields.seminar_id) toast.error(failure.message ?? t('seminars.form.error'));
    }
  });

  return (
    <DialogFrame title={t('seminars.form.title')} description={`${seminar.title} — ${seminarWhen(seminar, lang)}`}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label={t('seminars.form.name')} autoComplete="given-name" error={formState.errors.name} {...register('name')} />
        <TextField label={t('seminars.form.surname')} autoComplete="family-name" error={formState.errors.surname} {...register('surname')} />
        <TextField
          label={t('seminars.form.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+380(__)___-__-__"
          error={formState.errors.phone}
          {...phone}
          onChange={(event) => {
            event.target.value = maskSeminarPhone(event.target.value);
            return phone.onChange(event);
          }}
        />
        <TextAreaField label={t('seminars.form.comment')} rows={3} error={formState.errors.comment} {...register('comment')} />
        <SubmitRow block busy={formState.isSubmitting}>
          {t('seminars.form.submit')}
        </SubmitRow>
      </form>
    </DialogFrame>
  );
}
