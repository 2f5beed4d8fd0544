import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathsWithNul } from '@shop/contracts/bounds';
import { requireUser } from './auth.ts';
import { HttpError, genericMessage } from './errors.ts';
import { requiresBearer } from './openapi.ts';

/**
 * Rules every route gets from its declaration, so no route can forget them:
 * - a NUL character anywhere in a body, query or path parameter is refused like any invalid value
 *   (PostgreSQL cannot store it, so it must never reach a query);
 * - a route whose schema requires a bearer token answers an anonymous caller 401 before it looks at
 *   the input (a guest is not shown field errors of a form they may not send);
 * - a path the API does not know is 404, and a known path asked with a method it does not answer is
 *   405 with `Allow`.
 */

const refuseNul = z.unknown().superRefine((value, ctx) => {
  for (const path of pathsWithNul(value)) ctx.addIssue({ code: 'custom', path, message: 'validation.invalid', input: value });
});

export const validatorCompiler: typeof zodValidatorCompiler = (route) =>
  zodValidatorCompiler({ ...route, schema: refuseNul.pipe(route.schema as z.ZodType) });

const signedInFirst: preValidationHookHandler = async (request) => {
  requireUser(request);
};

function asArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** Adds the sign-in check to every route whose schema requires a bearer token. Call before the routes. */
export function requireSignInBeforeValidation(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!requiresBearer(route.schema as Parameters<typeof requiresBearer>[0])) return;
    route.preValidation = [signedInFirst, ...asArray(route.preValidation)];
  });
}

/** A path parameter as the router takes one: longer ones (routerOptions.maxParamLength) match no route. */
const PARAM = '[^/]{1,500}';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A route path (`/api/v1/pages/:slug`, `/api/v1/invoices/:id.pdf`) as a pattern matching the
 * concrete paths it answers; a parameter may share its segment with fixed text.
 */
function pathPattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.split(/:[A-Za-z_]\w*/).map(escapeRegExp).join(PARAM)))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * Everything else under the API: JSON 404 for an unknown path, 405 with `Allow` for a path the API
 * knows asked with another method. Call at the start of the API plugin: it learns the routes as they
 * are added and registers its catch-all when the plugin is ready.
 */
export function registerApiFallback(api: FastifyInstance): void {
  const known: Array<{ pattern: RegExp; methods: Set<string> }> = [];
  api.addHook('onRoute', (route) => {
    if (route.url.endsWith('*')) return;
    const pattern = pathPattern(route.url);
    let entry = known.find((item) => item.pattern.source === pattern.source);
    if (!entry) known.push((entry = { pattern, methods: new Set() }));
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) entry.methods.add(method);
  });
  api.all('/*', { schema: { hide: true } }, async (request: FastifyRequest) => {
    // The router's own view of the path: the same duplicate-slash rule, no query.
    const path = (request.raw.url ?? '/').split('?')[0].replace(/\/{2,}/g, '/');
    const allowed = new Set<string>();
    for (const entry of known) if (entry.pattern.test(path)) for (const method of entry.methods) allowed.add(method);
    // A method the path does answer, yet no route took the request: the router found no value it
    // accepts in a parameter sharing its segment with text (a newline in `:id` of `:id.pdf`).
    if (allowed.size === 0 || allowed.has(request.method)) throw new HttpError(404, genericMessage(request.lang, 'notFound'));
    throw new HttpError(405, genericMessage(request.lang, 'methodNotAllowed'), undefined, { allow: [...allowed].sort().join(', ') });
  });
}
