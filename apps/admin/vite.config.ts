import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The storefront sits on React Router 8 at the root of node_modules; react-admin needs 7, which npm
 * nests under each package that asks for it. Every import of react-router (and of ra-core) is
 * pointed at one copy, so the whole back office shares one router context and one ra-core.
 */
/** The folder of package `name` as Node would find it from folder `from` (walking up node_modules). */
function packageDir(name: string, from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`${name} is not installed`);
  }
}
const reactAdminDir = packageDir('react-admin', here);
const routerDir = packageDir('react-router', here);
const routerDomDir = packageDir('react-router-dom', here);
const raCoreDir = packageDir('ra-core', reactAdminDir);

export default defineConfig({
  base: '/admin/',
  root: here,
  build: {
    outDir: path.resolve(here, '../web/build/admin'),
    emptyOutDir: true,
    // The shell is one file; the dashboard's chart and the screens' heavy parts come in on demand.
    chunkSizeWarningLimit: 2000,
    assetsDir: 'assets',
    rolldownOptions: {
      // MUI marks its modules "use client" for server components; a browser-only bundle has no use for it.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: routerDir },
      { find: /^react-router-dom$/, replacement: routerDomDir },
      { find: /^ra-core$/, replacement: raCoreDir },
    ],
    dedupe: ['react', 'react-dom', '@emotion/react', '@mui/material'],
  },
  server: { port: 4300, strictPort: true },
  preview: { port: 4301, strictPort: true },
});
