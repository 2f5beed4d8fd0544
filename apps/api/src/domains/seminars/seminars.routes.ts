import { z } from 'zod';
import { localizeIssues } from '@shop/contracts/validation';
import {
  seminarAnswer,
  seminarFiltersAnswer,
  seminarFiltersQuery,
  seminarListAnswer,
  seminarListQuery,
  seminarRequestAnswer,
  seminarRequestBody,
} from '@shop/contracts/seminars';
import type { ApiDeps } from '../../deps.ts';
import type { Api } from '../../types.ts';
import { LIST_TTL_S, STRUCTURE_TTL_S, cachedJson, sendJson } from '../../core/answer-cache.ts';
import { validationError } from '../../core/errors.ts';
import type { ApiLanguage } from '@shop/contracts/i18n';
import * as seminars from './seminars.service.ts';

/** The list's parameters as the document names them; the handler checks them by the contract (422). */
const listParams = z.object(
  Object.fromEntries(['when', 'city', 'brand', 'format', 'speaker', 'date_from', 'date_to', 'page', 'per_page', 'perPage'].map((k) => [k, z.string().max(100).optional()])),
);
const filtersParams = z.object({ type: z.string().max(40).optional(), when: z.string().max(40).optional() });
const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A query checked by its contract: a bad parameter answers 422 naming it. */
function parseQuery<S extends z.ZodType>(schema: S, query: unknown, lang: ApiLanguage): z.output<S> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw validationError(lang, localizeIssues(parsed.error.issues, lang));
  return parsed.data;
}

/**
 * Seminars (SPEC §7 "Seminars and platform"): the public list, its filters, one seminar, and the
 * registration for a free one. Answers are cached under the catalogue version, the language and the
 * seminars' version, which a registration moves (seats left stay true).
 */
export function seminarsRoutes(app: Api, deps: ApiDeps): void {
  app.get(
    '/v1/seminars',
    {
      schema: { tags: ['seminars'], summary: 'Seminars, coming (soonest first) or past (latest first), filtered by city, brand, format, speaker and days', querystring: listParams, response: { 200: seminarListAnswer } },
      config: { errorStatuses: [422] },
    },
    async (request, reply) => {
      const query = parseQuery(seminarListQuery, request.query, request.lang);
      const key = `seminars:list:${await seminars.seminarsVersion(deps)}:${request.lang}:${JSON.stringify(query)}`;
      const json = await cachedJson(deps.cache, key, LIST_TTL_S, seminarListAnswer, () => seminars.listSeminars(deps, query, request.url, request.lang));
      return sendJson(reply, json);
    },
  );

  app.get(
    '/v1/seminars/filters',
    {
      schema: { tags: ['seminars'], summary: 'What each seminar filter can take (or one, by type), with counts, within coming or past seminars', querystring: filtersParams, response: { 200: seminarFiltersAnswer } },
      config: { errorStatuses: [422] },
    },
    async (request, reply) => {
      const query = parseQuery(seminarFiltersQuery, request.query, request.lang);
      const key = `seminars:filters:${request.lang}:${query.when}:${query.type ?? 'all'}`;
      const json = await cachedJson(deps.cache, key, STRUCTURE_TTL_S, seminarFiltersAnswer, async () => ({ data: await seminars.filters(deps, query, request.lang) }));
      return sendJson(reply, json);
    },
  );

  app.get(
    '/v1/seminars/:id',
    { schema: { tags: ['seminars'], summary: 'One seminar; 404 for an unknown id', params: idParam, response: { 200: seminarAnswer } } },
    async (request, reply) => {
      const key = `seminars:one:${await seminars.seminarsVersion(deps)}:${request.lang}:${request.params.id}`;
      const json = await cachedJson(deps.cache, key, LIST_TTL_S, seminarAnswer, async () => ({ data: await seminars.getSeminar(deps, request.params.id, request.lang) }));
      return sendJson(reply, json);
    },
  );

  app.post(
    '/v1/seminars/request',
    {
      schema: { tags: ['seminars'], summary: 'Registration for a free, coming seminar (guests too): one seat, never more than the seminar has', body: seminarRequestBody, response: { 201: seminarRequestAnswer } },
      config: { errorStatuses: [409, 429] },
    },
    async (request, reply) => {
      const data = await seminars.register(deps, request.body, { lang: request.lang, ip: request.ip, userId: request.user?.id ?? null });
      return reply.status(201).send({ data });
    },
  );
}
