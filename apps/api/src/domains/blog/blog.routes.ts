import { z } from 'zod';
import {
  BLOG_API_SEGMENTS,
  blogCategory,
  blogFreshQuery,
  blogKindQuery,
  blogListQuery,
  blogPost,
  blogPostSummary,
  blogSitemapEntry,
} from '@shop/contracts/blog';
import { dataEnvelope, listEnvelope } from '@shop/contracts/envelope';
import type { ApiDeps } from '../../deps.ts';
import type { Api } from '../../types.ts';
import { NEWS_KINDS } from '../../db/schema/index.ts';
import { STRUCTURE_TTL_S, cachedJson, sendJson } from '../../core/answer-cache.ts';
import * as blog from './blog.service.ts';
import { listForSitemap } from './blog.repository.ts';

const slugParam = z.object({ slug: z.string().min(1).max(200) });

/** Blog and videos (SPEC §7 "Blog"): a list and a post route per content kind, plus categories and fresh posts. */
export function blogRoutes(app: Api, deps: ApiDeps): void {
  const categoriesAnswer = dataEnvelope(z.array(blogCategory));
  app.get(
    '/v1/news/categories',
    { schema: { tags: ['blog'], summary: 'Categories of a content kind (news by default) with post counts', querystring: blogKindQuery, response: { 200: categoriesAnswer } } },
    async (request, reply) => {
      const { kind } = request.query;
      const json = await cachedJson(deps.cache, `blog:categories:${kind}:${request.lang}`, STRUCTURE_TTL_S, categoriesAnswer, async () => ({
        data: await blog.categories(deps, kind, request.lang),
      }));
      return sendJson(reply, json);
    },
  );

  const freshAnswer = dataEnvelope(z.array(blogPostSummary));
  app.get(
    '/v1/news/fresh',
    { schema: { tags: ['blog'], summary: 'Newest posts of a content kind (news by default)', querystring: blogFreshQuery, response: { 200: freshAnswer } } },
    async (request, reply) => {
      const { kind, limit } = request.query;
      const json = await cachedJson(deps.cache, `blog:fresh:${kind}:${limit}:${request.lang}`, STRUCTURE_TTL_S, freshAnswer, async () => ({
        data: await blog.freshPosts(deps, kind, limit, request.lang),
      }));
      return sendJson(reply, json);
    },
  );

  const sitemapAnswer = dataEnvelope(z.array(blogSitemapEntry));
  app.get(
    '/v1/news/sitemap',
    { schema: { tags: ['blog'], summary: 'Every published post of the four kinds (kind, slug, last change), for the sitemap', response: { 200: sitemapAnswer } } },
    async (_request, reply) => {
      const json = await cachedJson(deps.cache, 'blog:sitemap', STRUCTURE_TTL_S, sitemapAnswer, async () => ({
        data: (await listForSitemap(deps.database.db)).map((row) => ({ kind: row.kind, slug: row.slug, updatedAt: new Date(row.updatedAt).toISOString() })),
      }));
      return sendJson(reply, json);
    },
  );

  const listAnswer = listEnvelope(blogPostSummary);
  const postAnswer = dataEnvelope(blogPost);
  for (const kind of NEWS_KINDS) {
    const segment = BLOG_API_SEGMENTS[kind];
    app.get(
      `/v1/${segment}`,
      { schema: { tags: ['blog'], summary: `Posts of kind "${kind}", newest first, 12 per page`, querystring: blogListQuery, response: { 200: listAnswer } } },
      async (request, reply) => {
        const key = `blog:list:${kind}:${request.lang}:${JSON.stringify(request.query)}`;
        const json = await cachedJson(deps.cache, key, STRUCTURE_TTL_S, listAnswer, () =>
          blog.listPosts(deps, kind, request.query, request.url, request.lang),
        );
        return sendJson(reply, json);
      },
    );
    app.get(
      `/v1/${segment}/:slug`,
      { schema: { tags: ['blog'], summary: `A post of kind "${kind}" with its content blocks; 404 for an unknown slug`, params: slugParam, response: { 200: postAnswer } } },
      async (request, reply) => {
        const key = `blog:post:${kind}:${request.lang}:${request.params.slug}`;
        const json = await cachedJson(deps.cache, key, STRUCTURE_TTL_S, postAnswer, async () => ({
          data: await blog.getPost(deps, kind, request.params.slug, request.lang),
        }));
        return sendJson(reply, json);
      },
    );
  }
}
