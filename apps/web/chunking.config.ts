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

/** Module ids reachable from the entries through static imports only. */
function staticallyReachable(entries: string[], getModuleInfo: GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const queue = entries.filter((id) => getModuleInfo(id) !== null);
  while (queue.length) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of getModuleInfo(id)?.importedIds ?? []) if (!seen.has(next)) queue.push(next);
  }
  return seen;
}

/**
 * Libraries that must never be in every page's script. zod (about 25 KB compressed) is what the forms
 * and dialogs validate with; it reached every page once through one constant the shell read from a
 * contract module (`isOrderNumber`), and every page's Lighthouse score paid for it. The build fails
 * when one of these is reachable from the entries through static imports.
 */
const NEVER_ON_EVERY_PAGE = ['/node_modules/zod/'];

function refuseHeavyEveryPageModule(id: string): void {
  const library = NEVER_ON_EVERY_PAGE.find((part) => id.includes(part));
  if (library) {
    throw new Error(
      `${id} is statically imported by every page (entry, root or the page head's helpers): ` +
        `import what the shell needs from a module that does not import ${library}, or load it on demand`,
    );
  }
}

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

function refuseHeavyLandingModule(id: string, landing: Map<string, string>): void {
  const library = NEVER_ON_EVERY_PAGE.find((part) => id.includes(part));
  const route = landing.get(id);
  if (library && route) {
    throw new Error(`${id} is statically imported by a landing page (${route}): import what the page needs from a module that does not import ${library}, or load it on demand`);
  }
}

/** Each module statically reachable from a landing route, with the import chain that reaches it. */
function landingReach(getModuleInfo: GetModuleInfo): Map<string, string> {
  const reach = new Map<string, string>();
  for (const route of LANDING_ROUTES) {
    const queue = [route];
    reach.set(route, path.relative(appDir, route));
    while (queue.length) {
      const id = queue.shift() as string;
      for (const next of getModuleInfo(id)?.importedIds ?? []) {
        if (reach.has(next)) continue;
        reach.set(next, `${reach.get(id)} → ${path.relative(appDir, next)}`);
        queue.push(next);
      }
    }
  }
  return reach;
}

/** The client entry and the root route stay chunks of their own: React Router loads them by name. */
const isEntryModule = (id: string) => ENTRY_MODULES.includes(id);

export function everyPageChunks(): CodeSplittingGroup[] {
  let everyPage: Set<string> | undefined;
  let landing: Map<string, string> | undefined;
  return [
    {
      name(id, ctx) {
        everyPage ??= staticallyReachable(EVERY_PAGE_ROOTS, (m) => ctx.getModuleInfo(m));
        landing ??= landingReach((m) => ctx.getModuleInfo(m));
        refuseHeavyLandingModule(id, landing);
        if (!everyPage.has(id) || isEntryModule(id)) return null;
        refuseHeavyEveryPageModule(id);
        return id.includes('/node_modules/') ? 'framework' : 'shell';
      },
    },
  ];
}
