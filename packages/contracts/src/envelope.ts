import { z } from 'zod';

/** Error envelope of every 4xx/5xx answer (ARCHITECTURE §3). */
export const errorEnvelope = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export function dataEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

export const paginationMeta = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  /** Set on a relevance search that ranked a bounded set of matches (decision 0023): more products match than `total`. */
  total_at_least: z.literal(true).optional(),
});

export const paginationLinks = z.object({
  next: z.string().nullable(),
  prev: z.string().nullable(),
});

export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: paginationMeta, links: paginationLinks });
}

/** `page` and `per_page` query parameters: strings from the URL, clamped rather than rejected. */
export function pageQuery(defaultPerPage: number, maxPerPage = 100) {
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
    per_page: z.coerce
      .number()
      .int()
      .catch(defaultPerPage)
      .default(defaultPerPage)
      .transform((n) => Math.min(Math.max(n, 1), maxPerPage)),
  });
}
