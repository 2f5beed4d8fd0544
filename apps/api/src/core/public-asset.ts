import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public, long-cached file (hashed script, stylesheet, font, product image): answered without
     * the visitor cookie and without the headers that only documents need, so that browsers and CDNs
     * may share it and each of the many such answers of a page load stays small.
     */
    publicAsset?: boolean;
  }
}

export function isPublicAsset(request: FastifyRequest): boolean {
  return request.routeOptions.config?.publicAsset === true;
}

/** Marks every route that `register` declares (e.g. a static-file plugin) as a public asset. */
export async function registerPublicAssets(app: FastifyInstance, register: (scope: FastifyInstance) => Promise<void>) {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, publicAsset: true };
    });
    await register(scope);
  });
}
