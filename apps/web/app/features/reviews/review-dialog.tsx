import { DEFAULT_REVIEW_RATING } from '@shop/contracts/constants';
import { storeFeedbackBody } from '@shop/contracts/reviews';
import { validationMessage } from '@shop/contracts/validation';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../lib/toast.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { useUser } from '../../visitor/account-store.ts';
import { TextField } from '../../forms/form-fields.tsx';
import { serverFailure, showFieldErrors } from '../../forms/server-errors.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import formStyles from '../../forms/form.module.css';
import { DialogFrame } from '../../dialogs/dialog-frame.tsx';
import { closeDialog } from '../../dialogs/dialog-store.ts';
import { useShell } from '../../lib/use-shell.ts';
import { StarInput } from './star-input.tsx';
import { TextAreaField } from '../../forms/form-fields.tsx';

export interface ReviewDialogProps {
  productId: number;
  productTitle: string;
  /** A review with stars, or a question (the "questions" tab). */
  kind: 'feedback' | 'question';
  /** Called after the API accepted it (the tab reloads its list). */
  onSubmitted?: () => void;
}

const FIELDS = ['name', 'email', 'message', 'rating'] as const;

/**
 * The review popup (SPEC §2, 480 px; payload of SPEC §3: email, message, name, product_id,
 * rating with default 5). The same dialog asks a question without stars. Success closes it with
 * the server's thank-you; a failure shows the server's field errors, else its message.
 */
export default function ReviewDialog({ productId, productTitle, kind, onSubmitted }: ReviewDialogProps) {
  const { t } = useTranslation();
  const user = useUser();
  const { lang } = useShell();
  const { register, handleSubmit, formState, setError, watch, setValue } = useContractForm(storeFeedbackBody, {
    name: user ? `${user.name} ${user.secondName}`.trim() : '',
    email: user?.email ?? '',
    message: '',
    product_id: productId,
    rating: DEFAULT_REVIEW_RATING,
    type: kind,
  });
  const rating = watch('rating') ?? DEFAULT_REVIEW_RATING;

  const submit = handleSubmit(async (values) => {
    try {
      const result = await browserApi.post<{ data: { message: string; approved: boolean } }>('/v1/products/feedbacks', values);
      closeDialog();
      // The server's thanks says whether the entry is shown now or after staff approve it.
      toast.success(result.data.message);
      if (result.data.approved) onSubmitted?.();
    } catch (error) {
      const failure = serverFailure(error);
      const unplaced = failure.status === 422 ? showFieldErrors(failure, setError, FIELDS) : [];
      const placed = Object.keys(failure.fields).length - unplaced.length;
      // SPEC §8: a failed review shows the required-field message when the server gave none.
      if (placed === 0) toast.error(failure.message ?? validationMessage(lang, 'validation.required'));
    }
  });

  const isReview = kind === 'feedback';
  return (
    <DialogFrame title={t(isReview ? 'reviews.dialog.title' : 'reviews.question.title')} description={productTitle}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        {isReview ? (
          <StarInput
            name="rating"
            legend={t('reviews.field.rating')}
            value={rating}
            onChange={(value) => setValue('rating', value, { shouldDirty: true })}
          />
        ) : null}
        <TextField label={t('reviews.field.name')} autoComplete="name" error={formState.errors.name} {...register('name')} />
        <TextField
          label={t('reviews.field.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={formState.errors.email}
          {...register('email')}
        />
        <TextAreaField
          label={t(isReview ? 'reviews.field.message' : 'reviews.field.question')}
          error={formState.errors.message}
          {...register('message')}
        />
        <Button type="submit" block busy={formState.isSubmitting}>
          {t(isReview ? 'reviews.submit' : 'reviews.question.submit')}
        </Button>
      </form>
    </DialogFrame>
  );
}
