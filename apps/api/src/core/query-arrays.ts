import type { FastifyRequest } from 'fastify';

const BRACKETED = /^([^[\]]+)\[\d*\]$/;

/**
 * Lets list parameters arrive the way PHP-style clients send them: `brand[]=1&brand[]=2` and
 * `brand[0]=1` become `brand: ['1', '2']`, next to the plain `brand=1&brand=2`. Use as a route's
 * preValidation hook, before the query schema runs.
 */
export async function foldBracketKeys(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query) return;
  const keys = Object.keys(query);
  if (!keys.some((key) => BRACKETED.test(key))) return;
  const folded: Record<string, unknown> = {};
  for (const key of keys) {
    const name = BRACKETED.exec(key)?.[1] ?? key;
    const value = query[key];
    const previous = folded[name];
    folded[name] = previous === undefined ? value : [previous, value].flat();
  }
  request.query = folded;
}
