import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CodeSplittingGroup } from 'rolldown';

/**
 * How the browser build is cut into files. Left to itself the bundler made some thirty small
 * shared files that every page loaded, each one a request (with its headers) before the page
 * could become interactive on a phone. Everything that every page needs, that is whatever the
 * client entry, the root route and the head's helpers import statically, now goes into two files:
 * `framework` (libraries) and `shell` (the shop's own frame). Route modules and anything loaded on
 * demand (dialogs, forms) keep their own chunks.
 */
const appDir = path.resolve(import.meta.dirname, 'app');
const ENTRY_MODULES = ['entry.client.tsx', 'root.tsx'].map((file) => path.join(appDir, file));

/**
 * Small modules that nearly every page route uses: the head's meta helpers, breadcrumbs and their
 * JSON-LD. On their own they were two more requests (of under a kilobyte each) on every page.
 */
const PAGE_HEAD_MODULES = ['seo/meta.ts', 'components/ui/breadcrumbs.tsx', 'components/ui/json-ld.tsx'].map((file) =>
  path.join(appDir, file),
);

/** A file moved away from this list would silently become a request of its own again: fail instead. */
for (const file of PAGE_HEAD_MODULES) {
  if (!existsSync(file)) throw new Error(`chunking.config.ts lists ${file}, which does not exist: update PAGE_HEAD_MODULES`);
}

const EVERY_PAGE_ROOTS = [...ENTRY_MODULES, ...PAGE_HEAD_MODULES];

type GetModuleInfo = (id: string) => { importedIds: readonly string[] } | null;

/**
 * Every module reachable from the roots through static imports, with the import chain that first
 * reaches it (`routes/catalog/product.tsx → lib/admin-edit-target.ts → …`), for the build's messages.
 */
function importChains(roots: string[], getModuleInfo: GetModuleInfo): Map<string, string> {
  const chains = new Map<string, string>();
  const queue = roots.filter((id) => getModuleInfo(id) !== null);
  for (const root of queue) chains.set(root, path.relative(appDir, root));
  while (queue.length) {
    const id = queue.shift() as string;
    for (const next of getModuleInfo(id)?.importedIds ?? []) {
      if (chains.has(next)) continue;
      chains.set(next, `${chains.get(id)} → ${path.relative(appDir, next)}`);
      queue.push(next);
    }
  }
  return chains;
}

/**
 * Libraries that must never be in every page's script. zod (about 25 KB compressed) is what the forms
 * and dialogs validate with; it reached every page once through one constant the shell read from a
 * contract module (`isOrderNumber`), and every page's Lighthouse score paid for it. The build fails
 * when one of these is reachable through static imports from the entries, or from a landing page's
 * route (below).
 */
const NEVER_ON_EVERY_PAGE = ['/node_modules/zod/'];

/**
 * The pages a guest lands on from a search engine or a link: their route modules must not reach the
 * libraries above through static imports either. Each is its own chunk, loaded with the page, so a
 * heavy import there costs every visitor of the page (the product page once loaded zod, 52 KB more,
 * through a constant of the admin bar's contract). Forms load what they validate with on demand.
 * Not yet listed: a blog post, whose comment form validates with its contract as the page loads.
 */
const LANDING_ROUTES = [
  'routes/home/home.tsx',
  'routes/catalog/katalog.tsx',
  'routes/catalog/product.tsx',
  'routes/pages/static-page.tsx',
  'routes/pages/about-us.tsx',
  'routes/pages/delivery.tsx',
].map((file) => path.join(appDir, file));

for (const file of LANDING_ROUTES) {
  if (!existsSync(file)) throw new Error(`chunking.config.ts lists ${file}, which does not exist: update LANDING_ROUTES`);
}

/** Fails the build when `id` is one of the heavy libraries and `chains` reaches it. */
function refuseHeavyModule(id: string, chains: Map<string, string>, reachedBy: string): void {
  const library = NEVER_ON_EVERY_PAGE.find((part) => id.includes(part));
  const chain = chains.get(id);
  if (library && chain) {
    throw new Error(
      `${id} is statically imported by ${reachedBy} (${chain}): ` +
        `import what the page needs from a module that does not import ${library}, or load it on demand`,
    );
  }
}

/** The client entry and the root route stay chunks of their own: React Router loads them by name. */
const isEntryModule = (id: string) => ENTRY_MODULES.includes(id);

export function everyPageChunks(): CodeSplittingGroup[] {
  let everyPage: Map<string, string> | undefined;
  let landing: Map<string, string> | undefined;
  return [
    {
      name(id, ctx) {
        everyPage ??= importChains(EVERY_PAGE_ROOTS, (m) => ctx.getModuleInfo(m));
        landing ??= importChains(LANDING_ROUTES, (m) => ctx.getModuleInfo(m));
        refuseHeavyModule(id, everyPage, "every page (entry, root or the page head's helpers)");
        refuseHeavyModule(id, landing, 'a landing page');
        if (!everyPage.has(id) || isEntryModule(id)) return null;
        return id.includes('/node_modules/') ? 'framework' : 'shell';
      },
    },
  ];
}
