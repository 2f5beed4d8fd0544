import type { ApiLanguage } from '@shop/contracts/i18n';
import type { FeedbackItem, FeedbackSummary } from '@shop/contracts/reviews';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Rating } from '../../components/ui/rating.tsx';
import { longDate } from '../../lib/long-date.ts';
import { useShell } from '../../lib/use-shell.ts';
import { openDialog } from '../../dialogs/dialog-store.ts';
import type { ReviewDialogProps } from './review-dialog.tsx';
import { type FeedbackType, useFeedbacks } from './use-feedbacks.ts';
import styles from './reviews-panel.module.css';

interface ReviewsPanelProps {
  productId: number;
  productTitle: string;
  type: FeedbackType;
  /** The tab is open: its list loads on first opening. */
  active: boolean;
  /** From the product page, shown before the list has loaded. */
  initialCount: number;
}

/**
 * The "comments" tab (reviews with stars and a summary) or the "questions" tab (questions and the
 * shop's answers), with the button that opens the review dialog.
 */
export function ReviewsPanel({ productId, productTitle, type, active, initialCount }: ReviewsPanelProps) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const feedbacks = useFeedbacks(productId, type, active);
  const isReviews = type === 'feedbacks';

  const write = () => {
    const props: ReviewDialogProps = {
      productId,
      productTitle,
      kind: isReviews ? 'feedback' : 'question',
      onSubmitted: feedbacks.reload,
    };
    openDialog('review', { ...props });
  };

  const loading = feedbacks.status === 'loading' || feedbacks.status === 'idle';
  return (
    <div className={styles.panel}>
      <div className={styles.top}>
        {isReviews && feedbacks.summary ? <Summary summary={feedbacks.summary} /> : null}
        <Button variant="secondary" onClick={write} className={styles.write}>
          {t(isReviews ? 'reviews.write' : 'reviews.ask')}
        </Button>
      </div>

      {feedbacks.status === 'error' ? (
        <p className={styles.message} role="alert">
          {t('reviews.loadFailed')}{' '}
          <button type="button" className={styles.retry} onClick={feedbacks.reload}>
            {t('reviews.retry')}
          </button>
        </p>
      ) : null}

      {feedbacks.items.length > 0 ? (
        <ol className={styles.list}>
          {feedbacks.items.map((item) => (
            <FeedbackEntry key={item.id} item={item} lang={lang} />
          ))}
        </ol>
      ) : loading && initialCount > 0 ? (
        <div className={styles.skeleton} aria-busy="true" aria-live="polite">
          <span className="visually-hidden">{t('reviews.loading')}</span>
        </div>
      ) : feedbacks.status === 'ready' || initialCount === 0 ? (
        <p className={styles.message}>{t(isReviews ? 'reviews.empty' : 'reviews.question.empty')}</p>
      ) : null}

      {feedbacks.hasMore ? (
        <Button variant="ghost" busy={feedbacks.status === 'loading'} onClick={() => void feedbacks.loadMore()} className={styles.more}>
          {t('reviews.more')}
        </Button>
      ) : null}
    </div>
  );
}

function Summary({ summary }: { summary: FeedbackSummary }) {
  const { t } = useTranslation();
  if (summary.count === 0) return null;
  return (
    <div className={styles.summary}>
      <div className={styles.average}>
        <span className={styles.averageValue}>{summary.average.toFixed(1).replace('.', ',')}</span>
        <Rating value={summary.average} size="md" />
        <span className={styles.averageCount}>{t('rating.reviews', { count: summary.count })}</span>
      </div>
      <dl className={styles.distribution}>
        {([5, 4, 3, 2, 1] as const).map((star) => {
          const count = summary.distribution[star];
          return (
            <div key={star} className={styles.bar}>
              <dt>{t('reviews.stars', { count: star })}</dt>
              <dd>
                <span className={styles.track} aria-hidden="true">
                  <span className={styles.fill} style={{ width: `${summary.count ? (count / summary.count) * 100 : 0}%` }} />
                </span>
                <span className={styles.barCount}>{count}</span>
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

function FeedbackEntry({ item, lang }: { item: FeedbackItem; lang: ApiLanguage }) {
  const { t } = useTranslation();
  return (
    <li className={styles.entry}>
      <div className={styles.entryHead}>
        <span className={styles.author}>{item.name}</span>
        <time dateTime={item.createdAt} className={styles.date}>
          {longDate(item.createdAt, lang)}
        </time>
      </div>
      {item.rating !== null ? <Rating value={item.rating} /> : null}
      <p className={styles.text}>{item.message}</p>
      {item.answer ? (
        <div className={styles.answer}>
          <p className={styles.answerTitle}>{t('reviews.answer')}</p>
          <p className={styles.text}>{item.answer}</p>
        </div>
      ) : null}
    </li>
  );
}
