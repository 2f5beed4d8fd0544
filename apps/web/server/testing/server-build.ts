import type { ComponentType } from 'react';
import type { ServerBuild } from 'react-router';

/** A route of a hand-made build: its id, its parent's, its path and its module. */
export interface TestRoute {
  id: string;
  parentId?: string;
  path: string;
  module: { default: ComponentType; loader?: () => unknown; ErrorBoundary?: ComponentType };
}

/**
 * A React Router server build made by hand, for tests that run `createRequestHandler` without
 * building the app: the given document entry and routes, each with a made-up client module.
 */
export function handMadeServerBuild(entry: ServerBuild['entry']['module'], routes: TestRoute[]): ServerBuild {
  const routeAssets = routes.map((route) => ({
    id: route.id,
    parentId: route.parentId,
    path: route.path,
    hasAction: false,
    hasLoader: route.module.loader !== undefined,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasDefaultExport: true,
    hasErrorBoundary: route.module.ErrorBoundary !== undefined,
    module: `/assets/${route.id}.js`,
    imports: ['/assets/shell.js'],
    css: [],
  }));
  return {
    entry: { module: entry },
    routes: Object.fromEntries(routes.map((route) => [route.id, route])),
    assets: {
      entry: { module: '/assets/entry.client.js', imports: ['/assets/framework.js'], css: [] },
      routes: Object.fromEntries(routeAssets.map((assets) => [assets.id, assets])),
      url: '/assets/manifest-1.js',
      version: '1',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}
