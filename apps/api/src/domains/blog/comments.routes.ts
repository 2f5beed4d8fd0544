import {
  commentIdParams,
  moderateCommentBody,
  moderatedComment,
  newsComment,
  newsCommentBody,
  newsCommentThread,
  newsCommentsQuery,
  newsReplyBody,
} from '@shop/contracts/blog-comments';
import { dataEnvelope, listEnvelope } from '@shop/contracts/envelope';
import { requireUser, staffGuard } from '../../core/auth.ts';
import type { ApiDeps } from '../../deps.ts';
import type { Api } from '../../types.ts';
import * as comments from './comments.service.ts';

/**
 * Comments under posts: read by anyone, posted by a signed-in user or a guest with a name and an
 * e-mail (docs/decisions/0014-blog-comments.md), hidden by staff.
 */
export function commentRoutes(app: Api, deps: ApiDeps): void {
  app.get(
    '/v1/news/comments',
    {
      config: { errorStatuses: [404] },
      schema: {
        tags: ['blog'],
        summary: "A post's visible comments (post_id): top-level newest first, 20 per page, each with its replies oldest first",
        querystring: newsCommentsQuery,
        response: { 200: listEnvelope(newsCommentThread) },
      },
    },
    async (request, reply) => {
      // New comments must show at once to their author, so the answer is not cached anywhere.
      reply.header('Cache-Control', 'no-store');
      const { post_id, page, per_page } = request.query;
      return comments.listComments(deps, post_id, page, per_page, request.url, request.lang);
    },
  );

  const created = { 201: dataEnvelope(newsComment) };
  app.post(
    '/v1/news/comment',
    {
      config: { errorStatuses: [404, 429] },
      schema: { tags: ['blog'], summary: 'Comment on a post: signed in, or as a guest with name and email; published at once', body: newsCommentBody, response: created },
    },
    async (request, reply) => {
      const { post_id, ...input } = request.body;
      const comment = await comments.postComment(deps, post_id, input, { user: request.user, ip: request.ip, lang: request.lang });
      return reply.status(201).send({ data: comment });
    },
  );

  app.post(
    '/v1/news/comment-to-comment',
    {
      config: { errorStatuses: [404, 429] },
      schema: { tags: ['blog'], summary: 'Reply to a comment (threads are one level: a reply to a reply joins its thread)', body: newsReplyBody, response: created },
    },
    async (request, reply) => {
      const { comment_id, ...input } = request.body;
      const comment = await comments.postReply(deps, comment_id, input, { user: request.user, ip: request.ip, lang: request.lang });
      return reply.status(201).send({ data: comment });
    },
  );

  app.patch(
    '/v1/staff/news-comments/:id',
    {
      onRequest: staffGuard('moderation'),
      config: { errorStatuses: [403, 404] },
      schema: {
        tags: ['staff'],
        summary: 'Hide a blog comment (hidden=true; its replies disappear with it) or show it again; either way it leaves the waiting queue',
        security: [{ bearer: [] }],
        params: commentIdParams,
        body: moderateCommentBody,
        response: { 200: dataEnvelope(moderatedComment) },
      },
    },
    async (request) => ({ data: await comments.moderateComment(deps, request.params.id, request.body.hidden, requireUser(request).id, request.lang) }),
  );
}
