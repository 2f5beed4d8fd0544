import type { FastifyRequest } from 'fastify';
import type { StaticPage } from '@shop/contracts/content';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import { pick } from '../../core/localized.ts';
import { sanitizeContentHtml } from '../../core/sanitize-html.ts';
import { sanitizeBlocks } from './content-blocks.ts';
import { mayPreviewContent } from './content-preview.ts';
import * as content from './content.service.ts';
import { findPageBySlug } from './staff-pages.repository.ts';

/**
 * A static page asked with `?preview` (issue 29): a staff user who may preview content gets the page
 * whatever its publication, marked `preview` when it is not published; anyone else gets exactly what
 * the plain address answers (the published page, or 404).
 */
export async function getPageOrPreview(deps: ApiDeps, request: FastifyRequest, slug: string, lang: ApiLanguage): Promise<StaticPage> {
  if (!(await mayPreviewContent(deps, request))) return content.getPage(deps, slug, lang);
  const row = await findPageBySlug(deps.database.db, slug);
  if (!row) throw new HttpError(404, genericMessage(lang, 'notFound'));
  return {
    id: row.id,
    slug: row.slug,
    title: pick(row, 'title', lang),
    metaTitle: pick(row, 'metaTitle', lang),
    metaDescription: pick(row, 'metaDescription', lang),
    body: sanitizeContentHtml(pick(row, 'body', lang)),
    blocks: sanitizeBlocks(pick(row, 'blocks', lang) ?? []),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.published ? {} : { preview: true }),
  };
}
