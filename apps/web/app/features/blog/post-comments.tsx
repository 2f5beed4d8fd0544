import { useCallback, useEffect, useState } from 'react';
import { guestCommentForm, userCommentForm, type NewsComment } from '@shop/contracts/blog-comments';
import { Button } from '../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../forms/form-fields.tsx';
import { serverFailure, showFieldErrors } from '../../forms/server-errors.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { browserApi } from '../../lib/browser-api.ts';
import { longDate } from '../../lib/long-date.ts';
import { toast } from '../../lib/toast.ts';
import { useVisitorState } from '../../lib/visitor-state.ts';
import { useShell } from '../../lib/use-shell.ts';
import type { CommentsPage } from './comments-page.ts';
import formStyles from '../../forms/form.module.css';
import styles from './post-comments.module.css';

const FIELDS = ['name', 'email', 'message'] as const;

/**
 * Comments under a post (newest threads first, replies under them). The server renders the first
 * page; the browser asks again once shown, since a cached page may be older than the newest comment.
 * Messages are plain text: React renders them as text, so markup shows as typed.
 */
export function PostComments({ postId, initial }: { postId: number; initial: CommentsPage }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(initial);
  const [replyTo, setReplyTo] = useState<number | null>(null);

  const load = useCallback(
    async (pageNumber: number) => {
      const next = await browserApi.get<CommentsPage>('/v1/news/comments', { post_id: postId, page: pageNumber });
      setPage((current) => (pageNumber === 1 ? next : { data: [...current.data, ...next.data], meta: next.meta }));
    },
    [postId],
  );

  useEffect(() => {
    load(1).catch(() => undefined);
  }, [load]);

  const added = (comment: NewsComment) => {
    setPage((current) =>
      comment.parentId === null
        ? { data: [{ ...comment, replies: [] }, ...current.data], meta: { ...current.meta, total: current.meta.total + 1 } }
        : { ...current, data: current.data.map((thread) => (thread.id === comment.parentId ? { ...thread, replies: [...thread.replies, comment] } : thread)) },
    );
    setReplyTo(null);
  };

  return (
    <section aria-labelledby="post-comments-title" className={styles.comments} data-testid="post-comments">
      <h2 id="post-comments-title">
        {t('blog.comments.title')} <span className={styles.count}>({page.meta.total})</span>
      </h2>
      <CommentForm target={{ post_id: postId }} onAdded={added} idPrefix="comment" />
      {page.data.length === 0 ? <p className={styles.empty}>{t('blog.comments.empty')}</p> : null}
      <ol className={styles.list}>
        {page.data.map((thread) => (
          <li key={thread.id}>
            <Comment comment={thread} />
            {thread.replies.length ? (
              <ol className={styles.replies} aria-label={t('blog.comments.repliesTo', { name: thread.name })}>
                {thread.replies.map((reply) => (
                  <li key={reply.id}>
                    <Comment comment={reply} />
                  </li>
                ))}
              </ol>
            ) : null}
            {replyTo === thread.id ? (
              <div className={styles.replyForm}>
                <CommentForm target={{ comment_id: thread.id }} onAdded={added} idPrefix={`reply-${thread.id}`} onCancel={() => setReplyTo(null)} />
              </div>
            ) : (
              <button type="button" className={styles.replyButton} onClick={() => setReplyTo(thread.id)}>
                {t('blog.comments.reply')}
              </button>
            )}
          </li>
        ))}
      </ol>
      {page.meta.current_page < page.meta.last_page ? (
        <Button variant="secondary" onClick={() => load(page.meta.current_page + 1).catch(() => toast.error(t('content.form.error')))}>
          {t('blog.comments.more')}
        </Button>
      ) : null}
    </section>
  );
}

function Comment({ comment }: { comment: NewsComment }) {
  const { lang } = useShell();
  return (
    <article className={styles.comment}>
      <p className={styles.author}>
        <strong>{comment.name}</strong> <time dateTime={comment.createdAt}>{longDate(comment.createdAt, lang)}</time>
      </p>
      <p className={styles.message}>{comment.message}</p>
    </article>
  );
}

function CommentForm({
  target,
  onAdded,
  onCancel,
  idPrefix,
}: {
  target: { post_id: number } | { comment_id: number };
  onAdded: (comment: NewsComment) => void;
  onCancel?: () => void;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const { signedIn } = useVisitorState();
  // A signed-in reader writes under the account's name; a guest gives a name and an e-mail.
  const schema = (signedIn ? userCommentForm : guestCommentForm) as typeof guestCommentForm;
  const { register, handleSubmit, formState, setError, reset } = useContractForm(schema, { name: '', email: '', message: '' });
  const isReply = 'comment_id' in target;

  const submit = handleSubmit(async (values) => {
    const body = signedIn ? { ...target, message: values.message } : { ...target, ...values };
    try {
      const url = isReply ? '/v1/news/comment-to-comment' : '/v1/news/comment';
      const { data } = await browserApi.post<{ data: NewsComment }>(url, body);
      reset();
      onAdded(data);
      toast.success(t('blog.comments.thanks'));
    } catch (error) {
      const failure = serverFailure(error);
      showFieldErrors(failure, setError, FIELDS);
      toast.error(failure.message ?? t('content.form.error'));
    }
  });

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={isReply ? t('blog.comments.replyTitle') : t('blog.comments.formTitle')} id={`${idPrefix}-form`}>
      {signedIn ? null : (
        <div className={styles.authorFields}>
          <TextField label={t('content.form.name')} autoComplete="name" error={formState.errors.name} {...register('name')} />
          <TextField
            label={t('content.form.email')}
            hint={t('blog.comments.emailHint')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={formState.errors.email}
            {...register('email')}
          />
        </div>
      )}
      <TextAreaField label={isReply ? t('blog.comments.replyLabel') : t('blog.comments.label')} error={formState.errors.message} {...register('message')} />
      <div className={styles.actions}>
        <Button type="submit" busy={formState.isSubmitting}>
          {isReply ? t('blog.comments.sendReply') : t('blog.comments.send')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('blog.comments.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
