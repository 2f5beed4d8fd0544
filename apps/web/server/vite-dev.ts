import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';

/** Development: Vite serves modules with hot reload and compiles the server build on each request. */
export async function registerViteDevServer(app: FastifyInstance, root: string): Promise<() => Promise<ServerBuild>> {
  await app.register(middie);
  const vite = await createServer({ root, server: { middlewareMode: true }, appType: 'custom' });
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());
  return () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
}
