import type { FastifyRequest } from 'fastify';
import { dataEnvelope } from '@shop/contracts/envelope';
import {
  feedbackIdParams,
  feedbackList,
  feedbackListQuery,
  storeFeedbackBody,
  moderateFeedbackBody,
  staffFeedbackItem,
  staffFeedbackList,
  staffFeedbackListQuery,
  storeFeedbackResponse,
} from '@shop/contracts/reviews';
import { requireRole, staffGuard } from '../../core/auth.ts';
import type { ApiDeps } from '../../deps.ts';
import type { Api } from '../../types.ts';
import { listFeedbacks, listForStaff, moderateFeedback, storeFeedback } from './feedbacks.service.ts';

/**
 * The signed-in user's id when the accounts hooks have put a user on the request; null for guests.
 * Read structurally so that this domain does not depend on how accounts declare it.
 */
function signedInUserId(request: FastifyRequest): number | null {
  const user = (request as FastifyRequest & { user?: { id?: unknown } | null }).user;
  return typeof user?.id === 'number' ? user.id : null;
}

/** Product reviews and questions. */
export function reviewsRoutes(app: Api, deps: ApiDeps): void {
  app.get(
    '/v1/product_feedbacks',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Approved reviews (type=feedbacks) or questions (type=comments) of a product, newest first, with a rating summary',
        querystring: feedbackListQuery,
        response: { 200: feedbackList },
      },
    },
    async (request) => listFeedbacks(deps, request.query, request.url),
  );

  app.post(
    '/v1/products/feedbacks',
    {
      config: { errorStatuses: [429] },
      schema: {
        tags: ['reviews'],
        summary: 'Leave a review (rating 1–5, default 5) or, with type=question, a question',
        body: storeFeedbackBody,
        response: { 201: storeFeedbackResponse },
      },
    },
    async (request, reply) => {
      const result = await storeFeedback(deps, request.body, { lang: request.lang, ip: request.ip, userId: signedInUserId(request) });
      return reply.status(201).send({ data: result });
    },
  );

  // Moderation, for staff with the moderation area: every other user gets 403, a guest 401, checked
  // before the body is read so that a refused caller learns nothing from validation.
  const staffOnly = { onRequest: staffGuard('moderation'), config: { errorStatuses: [403] as const } };
  app.get(
    '/v1/staff/feedbacks',
    {
      ...staffOnly,
      schema: {
        tags: ['staff'],
        summary: 'Reviews and questions waiting for moderation (status=waiting, oldest first), or those approved or hidden',
        security: [{ bearer: [] }],
        querystring: staffFeedbackListQuery,
        response: { 200: staffFeedbackList },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return listForStaff(deps, request.query, request.url);
    },
  );

  app.patch(
    '/v1/staff/feedbacks/:id',
    {
      ...staffOnly,
      config: { errorStatuses: [403, 404] },
      schema: {
        tags: ['staff'],
        summary: 'Publish (approved=true) or hide (approved=false) a review or question, and/or answer it as the shop (answer; null removes it)',
        security: [{ bearer: [] }],
        params: feedbackIdParams,
        body: moderateFeedbackBody,
        response: { 200: dataEnvelope(staffFeedbackItem) },
      },
    },
    async (request) => {
      const staff = requireRole(request, 'staff');
      return { data: await moderateFeedback(deps, request.params.id, request.body, staff.id, request.lang) };
    },
  );
}
