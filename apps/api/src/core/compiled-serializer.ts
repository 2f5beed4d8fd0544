import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * A response serializer compiled from the route's zod response schema, for the big lists (a page of
 * 15 orders with their lines is ~20 KB of JSON): the default serializer parses the whole answer with
 * zod before `JSON.stringify`, ~1 ms of the process per page on this machine (docs/performance.md).
 *
 * What the zod parse guaranteed and still holds: only the contract's properties are written (every
 * object of the schema is closed, `additionalProperties: false`, and fast-json-stringify writes the
 * listed properties only, so a column added to a row never leaks), and a required property missing
 * from the answer is an error, not a silently shorter answer. What moves: the types and enums are
 * checked by TypeScript on the mappers (their return types are the contract's `z.infer`) and, in the
 * test mode, by the zod serializer run beside the compiled writer on every answer (every test of the
 * route): a contract violation throws its ResponseSerializationError as before, and an answer the two
 * write differently is an error too.
 */
export function compiledSerializerCompiler(options: { checkWithZod: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const schema = route.schema;
    if (!(schema instanceof z.ZodType)) throw new TypeError(`${route.method} ${route.url}: the compiled serializer takes a zod response schema`);
    const write = compileWriter(schema);
    if (!options.checkWithZod) return write;
    const check = zodSerializerCompiler({ ...route, schema });
    return (data: unknown) => {
      // The zod serializer throws on a contract violation; its output is the reference for the writer's.
      const expected = check(data);
      const written = write(data);
      if (written !== expected) throw new Error(`${route.method} ${route.url}: the compiled serializer's answer differs from the zod serializer's`);
      return written;
    };
  };
}

/** fast-json-stringify compiled from the schema's JSON Schema, as its output (what the API writes). */
export function compileWriter(schema: z.ZodType): (data: unknown) => string {
  const jsonSchema = nullableAsTypeList(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' }));
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
}

/**
 * zod writes `X | null` as `anyOf: [X, {type: 'null'}]`; fast-json-stringify picks an `anyOf` branch
 * by validating the value against each branch (ajv, per value), so `type: [X's type, 'null']` is the
 * same schema written the way it serializes without that cost.
 */
function nullableAsTypeList(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsTypeList);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([key, value]) => [key, nullableAsTypeList(value)] as const);
  const copy: Record<string, unknown> = Object.fromEntries(entries);
  const anyOf = copy.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((branch) => isOnlyNull(branch));
    const other = anyOf[1 - nullIndex] as Record<string, unknown> | undefined;
    if (nullIndex !== -1 && other && typeof other.type === 'string') {
      const { anyOf: _dropped, ...rest } = copy;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return copy;
}

function isOnlyNull(branch: unknown): boolean {
  return !!branch && typeof branch === 'object' && Object.keys(branch).length === 1 && (branch as { type?: unknown }).type === 'null';
}
