/**
 * What the benchmark measures. Each target is compared with a ceiling measured in the same run:
 * - `json`: bare Fastify sending a fixed JSON body of the same size;
 * - `static`: bare Node http sending the same HTML bytes the page answered with.
 */
export type CeilingKind = 'json' | 'static';

export interface Target {
  name: string;
  /** Path on the shop, e.g. `/api/v1/menu-series`. */
  path: string;
  ceiling: CeilingKind;
  headers?: Record<string, string>;
  /** The lowest acceptable ratio to the ceiling, when an issue sets one. */
  minRatio?: number;
}

export const TARGETS: Target[] = [
  { name: 'GET /api/v1/menu-series', path: '/api/v1/menu-series', ceiling: 'json' },
  { name: 'SSR home /', path: '/', ceiling: 'static' },
  { name: 'SSR home /ua/', path: '/ua/', ceiling: 'static' },
];
