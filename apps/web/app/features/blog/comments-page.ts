import type { NewsCommentThread } from '@shop/contracts/blog-comments';

/** One page of a post's comment threads, as GET /v1/news/comments answers it. */
export interface CommentsPage {
  data: NewsCommentThread[];
  meta: { current_page: number; last_page: number; total: number };
}

export const EMPTY_COMMENTS: CommentsPage = { data: [], meta: { current_page: 1, last_page: 1, total: 0 } };
