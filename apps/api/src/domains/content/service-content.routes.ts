import { z } from 'zod';
import { dataEnvelope } from '@shop/contracts/envelope';
import { contentIdParams, cooperationTerm, faq, webinarTheme } from '@shop/contracts/service-content';
import type { ApiDeps } from '../../deps.ts';
import type { Api } from '../../types.ts';
import { STRUCTURE_TTL_S, cachedJson, sendJson } from '../../core/answer-cache.ts';
import * as service from './service-content.service.ts';

/** FAQ, cooperation terms and webinar themes (SPEC §7 "Content and shared"); public, cached like other content. */
export function serviceContentRoutes(app: Api, deps: ApiDeps): void {
  const faqsAnswer = dataEnvelope(z.array(faq));
  app.get(
    '/v1/faqs',
    { schema: { tags: ['content'], summary: 'Questions and answers of the FAQ page, in order', response: { 200: faqsAnswer } } },
    async (request, reply) =>
      sendJson(reply, await cachedJson(deps.cache, `faqs:${request.lang}`, STRUCTURE_TTL_S, faqsAnswer, async () => ({ data: await service.faqList(deps, request.lang) }))),
  );

  const termsAnswer = dataEnvelope(z.array(cooperationTerm));
  app.get(
    '/v1/cooperation_terms',
    { schema: { tags: ['content'], summary: 'Terms of cooperation for cosmetologists, salons and distributors', response: { 200: termsAnswer } } },
    async (request, reply) =>
      sendJson(
        reply,
        await cachedJson(deps.cache, `cooperation-terms:${request.lang}`, STRUCTURE_TTL_S, termsAnswer, async () => ({ data: await service.cooperationTermList(deps, request.lang) })),
      ),
  );
  app.get(
    '/v1/cooperation_terms/:id',
    { schema: { tags: ['content'], summary: 'One set of cooperation terms; 404 for an unknown id', params: contentIdParams, response: { 200: dataEnvelope(cooperationTerm) } } },
    async (request) => ({ data: await service.cooperationTermById(deps, request.params.id, request.lang) }),
  );

  const themesAnswer = dataEnvelope(z.array(webinarTheme));
  app.get(
    '/v1/webinars/themes',
    { schema: { tags: ['content'], summary: 'Themes of the educational webinars', response: { 200: themesAnswer } } },
    async (request, reply) =>
      sendJson(reply, await cachedJson(deps.cache, `webinar-themes:${request.lang}`, STRUCTURE_TTL_S, themesAnswer, async () => ({ data: await service.webinarThemeList(deps, request.lang) }))),
  );
  app.get(
    '/v1/webinars/themes/:id',
    { schema: { tags: ['content'], summary: 'One webinar theme; 404 for an unknown id', params: contentIdParams, response: { 200: dataEnvelope(webinarTheme) } } },
    async (request) => ({ data: await service.webinarThemeById(deps, request.params.id, request.lang) }),
  );
}
