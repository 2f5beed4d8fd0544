import { z } from 'zod';
import { BLOG_API_SEGMENTS, BLOG_SITE_SECTIONS, blogPost } from '@shop/contracts/blog';
import { dataEnvelope } from '@shop/contracts/envelope';
import {
  staffPostAnswer,
  staffPostCategoriesAnswer,
  staffPostCreate,
  staffPostParams,
  staffPostUpdate,
  staffPostsList,
  staffPostsQuery,
} from '@shop/contracts/staff-posts';
import type { ApiDeps } from '../../deps.ts';
import { requireUser, staffGuard } from '../../core/auth.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import type { Api } from '../../types.ts';
import { NEWS_KINDS } from '../../db/schema/index.ts';
import { getPost } from './blog.service.ts';
import { allowPreview, mayPreview } from './staff-preview.ts';
import { createStaffPost, deleteStaffPost, getStaffPost, listPostCategories, listStaffPosts, updateStaffPost } from './staff-posts.service.ts';

const bearerOnly = [{ bearer: [] }];
const PRIVATE = 'private, no-store';

/** The `content` area (administrator, content editor), checked before the body is read: guest 401, everyone else 403. */
const contentArea = { onRequest: staffGuard('content') };

/** Blog posts in the back office (issue 29, screen 6), and the shop's preview of a draft. */
export function staffPostsRoutes(app: Api, deps: ApiDeps): void {
  app.get(
    '/v1/staff/posts',
    {
      ...contentArea,
      config: { errorStatuses: [403] },
      schema: { tags: ['staff'], summary: 'Posts of the four kinds, drafts too: search by title, filter by kind and publication, sorted, 25 a page', security: bearerOnly, querystring: staffPostsQuery, response: { 200: staffPostsList } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return listStaffPosts(deps, request.query, request.url);
    },
  );

  app.get(
    '/v1/staff/post-categories',
    {
      ...contentArea,
      config: { errorStatuses: [403] },
      schema: { tags: ['staff'], summary: "Categories of every kind, for the post form's choice", security: bearerOnly, response: { 200: staffPostCategoriesAnswer } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return { data: await listPostCategories(deps) };
    },
  );

  app.get(
    '/v1/staff/posts/:id',
    {
      ...contentArea,
      config: { errorStatuses: [403, 404] },
      schema: { tags: ['staff'], summary: 'One post as stored, with its version', security: bearerOnly, params: staffPostParams, response: { 200: staffPostAnswer } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return { data: await getStaffPost(deps, request.params.id, request.lang) };
    },
  );

  app.post(
    '/v1/staff/posts',
    {
      ...contentArea,
      config: { errorStatuses: [403] },
      schema: { tags: ['staff'], summary: 'Add a post (its HTML sanitised when served)', security: bearerOnly, body: staffPostCreate, response: { 201: staffPostAnswer } },
    },
    async (request, reply) => reply.code(201).header('Cache-Control', PRIVATE).send({ data: await createStaffPost(deps, requireUser(request).id, request.body, request.lang) }),
  );

  app.put(
    '/v1/staff/posts/:id',
    {
      ...contentArea,
      config: { errorStatuses: [403, 404, 409] },
      schema: {
        tags: ['staff'],
        summary: "Save a post from the version it was loaded at (409 when stale); the shop's blog shows it on its next request",
        security: bearerOnly,
        params: staffPostParams,
        body: staffPostUpdate,
        response: { 200: staffPostAnswer },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return { data: await updateStaffPost(deps, requireUser(request).id, request.params.id, request.body, request.lang) };
    },
  );

  app.delete(
    '/v1/staff/posts/:id',
    {
      ...contentArea,
      config: { errorStatuses: [403, 404] },
      schema: { tags: ['staff'], summary: 'Remove a post and its comments (its fields stay in the audit log)', security: bearerOnly, params: staffPostParams, response: { 200: dataEnvelope(z.object({ id: z.number().int() })) } },
    },
    async (request) => ({ data: await deleteStaffPost(deps, requireUser(request).id, request.params.id, request.lang) }),
  );

  const previewLinks = dataEnvelope(z.object({ url_ru: z.string(), url_uk: z.string() }));
  app.post(
    '/v1/staff/posts/:id/preview',
    {
      ...contentArea,
      config: { errorStatuses: [403, 404] },
      schema: {
        tags: ['staff'],
        summary: "Let this browser preview drafts on the shop's pages for 30 minutes (an httpOnly cookie); answers the post's shop addresses",
        security: bearerOnly,
        params: staffPostParams,
        response: { 200: previewLinks },
      },
    },
    async (request, reply) => {
      const post = await getStaffPost(deps, request.params.id, request.lang);
      if (!(await allowPreview(deps, requireUser(request), reply))) throw new HttpError(401, genericMessage(request.lang, 'unauthenticated'));
      const path = `/${BLOG_SITE_SECTIONS[post.kind].post}/${encodeURIComponent(post.slug)}/?preview=1`;
      reply.header('Cache-Control', PRIVATE);
      return { data: { url_ru: path, url_uk: `/ua${path}` } };
    },
  );

  // The shop's page of a draft: only for a browser whose preview cookie still names a content editor.
  const postAnswer = dataEnvelope(blogPost);
  const slugParam = z.object({ slug: z.string().min(1).max(200) });
  for (const kind of NEWS_KINDS) {
    app.get(
      `/v1/${BLOG_API_SEGMENTS[kind]}/:slug/preview`,
      {
        config: { errorStatuses: [404] },
        schema: { tags: ['blog'], summary: `A post of kind "${kind}", drafts too, for staff previewing it (cookie from POST /v1/staff/posts/{id}/preview); 404 for anyone else`, params: slugParam, response: { 200: postAnswer } },
      },
      async (request, reply) => {
        // Never cached anywhere: the answer depends on who asks.
        reply.header('Cache-Control', PRIVATE);
        if (!(await mayPreview(deps, request))) throw new HttpError(404, genericMessage(request.lang, 'notFound'));
        return { data: await getPost(deps, kind, request.params.slug, request.lang, { unpublished: true }) };
      },
    );
  }
}
