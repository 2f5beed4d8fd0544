import { z } from 'zod';
import { contactPage, headerMessage, staticPage, translations, variables } from '@shop/contracts/content';
import { dataEnvelope } from '@shop/contracts/envelope';
import type { ApiDeps } from '../../deps.ts';
import type { Api } from '../../types.ts';
import * as content from './content.service.ts';
import { getPageOrPreview } from './page-preview.service.ts';
import { serviceContentRoutes } from './service-content.routes.ts';
import { staffContactsRoutes } from './staff-contacts.routes.ts';
import { staffCooperationTermsRoutes } from './staff-cooperation-terms.routes.ts';
import { staffFaqsRoutes } from './staff-faqs.routes.ts';
import { staffHeaderMessagesRoutes } from './staff-header-messages.routes.ts';
import { staffPagesRoutes } from './staff-pages.routes.ts';

const slugParam = z.object({ slug: z.string().min(1).max(200) });
/** `?preview`: a staff user's look at an unpublished page (page-preview.service.ts). */
const previewQuery = z.object({ preview: z.string().max(10).optional() });

export function contentRoutes(app: Api, deps: ApiDeps): void {
  serviceContentRoutes(app, deps);
  staffContactsRoutes(app, deps);
  staffHeaderMessagesRoutes(app, deps);
  staffFaqsRoutes(app, deps);
  staffCooperationTermsRoutes(app, deps);
  staffPagesRoutes(app, deps);

  app.get(
    '/v1/variables',
    { schema: { tags: ['content'], summary: 'Contacts, messengers and documents', response: { 200: dataEnvelope(variables) } } },
    async () => ({ data: { ...(await content.getVariables(deps)), ...(deps.config.demoPublic ? { demoPublic: true } : {}) } }),
  );

  app.get(
    '/v1/header_messages',
    { schema: { tags: ['content'], summary: 'Rotating header messages', response: { 200: dataEnvelope(z.array(headerMessage)) } } },
    async (request) => ({ data: await content.getHeaderMessages(deps, request.lang) }),
  );

  app.get(
    '/v1/translations',
    { schema: { tags: ['content'], summary: 'Interface strings for X-Localization', response: { 200: dataEnvelope(translations) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      reply.header('Vary', 'X-Localization');
      return { data: await content.getTranslations(deps, request.lang) };
    },
  );

  app.get(
    '/v1/pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'Static page; with ?preview, staff who may edit content also see it unpublished (marked preview)',
        params: slugParam,
        querystring: previewQuery,
        response: { 200: dataEnvelope(staticPage) },
      },
    },
    async (request, reply) => {
      if (request.query.preview === undefined) return { data: await content.getPage(deps, request.params.slug, request.lang) };
      reply.header('Cache-Control', 'private, no-store');
      return { data: await getPageOrPreview(deps, request, request.params.slug, request.lang) };
    },
  );

  app.get(
    '/v1/about-us-page',
    {
      schema: {
        tags: ['content'],
        summary: 'The about-us page (content blocks); ?preview as /v1/pages/{slug}',
        querystring: previewQuery,
        response: { 200: dataEnvelope(staticPage) },
      },
    },
    async (request, reply) => {
      if (request.query.preview === undefined) return { data: await content.getPage(deps, 'about-us', request.lang) };
      reply.header('Cache-Control', 'private, no-store');
      return { data: await getPageOrPreview(deps, request, 'about-us', request.lang) };
    },
  );

  app.get(
    '/v1/contact-page',
    { schema: { tags: ['content'], summary: 'Contacts, messengers, socials, address and map position', response: { 200: dataEnvelope(contactPage) } } },
    async (request) => ({ data: await content.getContactPage(deps, request.lang) }),
  );

}
