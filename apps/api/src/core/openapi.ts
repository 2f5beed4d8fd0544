import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope } from '@shop/contracts/envelope';

/**
 * The published OpenAPI document, made from the same zod contracts the server enforces, with every
 * error answer a route can give. Most error statuses follow from the route's own schema and config,
 * so routes declare only what they alone answer (`config.errorStatuses`):
 * - a body: 422 (per-field messages); any POST, PUT, PATCH or DELETE: 400 (not JSON), 413 (too
 *   large), 415 (another content type), as Fastify reads their bodies whatever the schema;
 * - a query or path parameters: 400; path parameters also 404 (nothing under that id or slug);
 * - any POST, PUT, PATCH or DELETE without `crossSite: 'allow'`: 403 for a cross-site request;
 * - `security` with a bearer token: 401 when the caller is not signed in;
 * - any route that is not `bearer: 'lenient'`: 401 for a bad or expired token;
 * - every route: 503 while the database cannot be reached;
 * - `errorStatuses`: what the route's rules answer besides (403, 404, 409, 429, 502...).
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error statuses this route answers beyond those its schema implies (for the document). */
    errorStatuses?: readonly ErrorStatus[];
    /** The multipart body a route reads itself (JSON Schema), published as its request body. */
    multipartBody?: Record<string, unknown>;
  }
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;

const DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Malformed request: not JSON, or a query or path parameter out of its rules',
  401: 'Not signed in, or the bearer token is malformed, expired or ended',
  403: 'Signed in, but not allowed',
  404: 'Nothing under that id or slug',
  409: 'Conflicts with the current state',
  410: 'No longer valid: an expired single-use token',
  413: 'Request too large',
  415: 'Unsupported content type',
  422: 'Validation failed: `errors` holds localised messages per field',
  429: 'Too many requests: wait for the Retry-After seconds',
  502: 'An outside service (SMS, sign-in provider) failed',
  503: 'A service the shop needs is down',
};

const errorJsonSchema = z.toJSONSchema(errorEnvelope, { target: 'openapi-3.0', io: 'output' }) as Record<string, unknown>;
delete errorJsonSchema.$schema;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type RouteLike = {
  method: string | string[];
  config?: { bearer?: 'lenient'; crossSite?: 'allow'; errorStatuses?: readonly ErrorStatus[]; multipartBody?: Record<string, unknown> };
};
type SchemaLike = { body?: unknown; querystring?: unknown; params?: unknown; security?: Array<Record<string, unknown>> } | undefined;

/** The error statuses the document names for a route (sorted). */
export function errorStatusesOf(schema: SchemaLike, route: RouteLike): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(route.config?.errorStatuses ?? []);
  const hasBody = schema?.body !== undefined || route.config?.multipartBody !== undefined;
  if (hasBody) statuses.add(422);
  // Fastify reads the body of these methods whatever the schema: it may be unreadable, too large or of a type it does not parse.
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (hasBody || methods.some((method) => BODY_METHODS.has(method))) for (const status of [400, 413, 415] as const) statuses.add(status);
  // State-changing calls from another site are refused (core/request-guard.ts).
  if (methods.some((method) => BODY_METHODS.has(method)) && route.config?.crossSite !== 'allow') statuses.add(403);
  if (schema?.querystring !== undefined || schema?.params !== undefined) statuses.add(400);
  if (schema?.params !== undefined) statuses.add(404);
  if (requiresBearer(schema) || route.config?.bearer !== 'lenient') statuses.add(401);
  // Any route may find PostgreSQL unreachable for a moment: 503 with Retry-After (core/database-unavailable.ts).
  statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

/** A route whose schema names only a bearer token as its security (no anonymous alternative). */
export function requiresBearer(schema: SchemaLike): boolean {
  const security = schema?.security;
  return Array.isArray(security) && security.length > 0 && security.every((entry) => 'bearer' in entry);
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteLike };

export function openApiTransform(input: TransformInput) {
  const { schema, url } = jsonSchemaTransform(input) as { schema: Record<string, unknown> & { hide?: boolean }; url: string };
  if (!schema || schema.hide) return { schema, url };
  const multipartBody = input.route.config?.multipartBody;
  if (multipartBody && schema.body === undefined) schema.body = multipartBody;
  const response = (schema.response ??= {}) as Record<string, unknown>;
  for (const status of errorStatusesOf(input.schema as SchemaLike, input.route)) {
    response[status] ??= { description: DESCRIPTIONS[status], ...errorJsonSchema };
  }
  listNullInNullableEnums(schema);
  return { schema, url };
}

/**
 * OpenAPI 3.0.3: a `nullable` schema with an `enum` allows null only when the enum lists it. The zod
 * conversion writes `nullable: true` beside the values alone, which would document a null it sends
 * (e.g. a shopper's `staffRole`) as invalid.
 */
function listNullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) listNullInNullableEnums(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  for (const value of Object.values(schema)) listNullInNullableEnums(value);
}

/**
 * The document describes the API alone: pages, files and catch-alls (which answer 404 or 405, never
 * an operation) stay out of it. Registered on the root instance before any route.
 */
export function publishOnlyApiRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.endsWith('*')) route.schema = { ...route.schema, hide: true };
  });
}
