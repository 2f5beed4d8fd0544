import type { ModerationItem } from '@shop/contracts/staff-moderation';
import { api } from '../../api/http.ts';

/**
 * Decisions on a queue item go to its own domain's route: reviews and questions to
 * /v1/staff/feedbacks/{id}, blog comments to /v1/staff/news-comments/{id}.
 */
export function moderateItem(item: ModerationItem, publish: boolean) {
  return item.kind === 'comment'
    ? api('PATCH', `/v1/staff/news-comments/${item.recordId}`, { hidden: !publish })
    : api('PATCH', `/v1/staff/feedbacks/${item.recordId}`, { approved: publish });
}

/** The shop's answer under a review or a question; answering a waiting question also publishes it. */
export function answerItem(item: ModerationItem, answer: string) {
  return api('PATCH', `/v1/staff/feedbacks/${item.recordId}`, item.state === 'waiting' ? { answer, approved: true } : { answer });
}
