import type { FastifyRequest } from 'fastify';
import { viewerKey, viewerOf } from './price-viewer.ts';

/**
 * The cache key of an answer that shows prices: its kind, the language and the caller's price
 * audience, then what else the answer depends on. The one way to build such a key, so that no
 * handler can forget the audience and hand one price group another's prices.
 */
export function viewerCacheKey(request: FastifyRequest, kind: string, ...parts: Array<string | number>): string {
  return [kind, request.lang, viewerKey(viewerOf(request)), ...parts].join(':');
}
