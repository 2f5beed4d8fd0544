import type { ResourceDescriptor } from './descriptor.ts';

/**
 * Every screen registers itself: `resources/<area>/resource.tsx` is picked up here at build time, so
 * adding a screen touches no shared file. Eager, because the menu needs every descriptor at start;
 * a screen keeps its heavy parts behind `React.lazy` if it has any.
 */
const modules = import.meta.glob<{ default?: ResourceDescriptor; resources?: ResourceDescriptor[] }>('./*/resource.tsx', {
  eager: true,
});

export const RESOURCES: ResourceDescriptor[] = Object.keys(modules)
  .sort()
  .flatMap((key) => {
    const module = modules[key];
    return [...(module.default ? [module.default] : []), ...(module.resources ?? [])];
  });

/** The API collection of a resource: its descriptor's `path`, or `/v1/staff/<name>`. */
export function resourceRoutes(name: string): string {
  return RESOURCES.find((resource) => resource.name === name)?.path ?? `/v1/staff/${name}`;
}

/** The list's sort as the resource's API takes it (descriptor `sortStyle`). */
export function sortParams(name: string, sort: { field: string; order: string } | undefined): Record<string, string> {
  if (!sort?.field) return {};
  const descending = sort.order.toUpperCase() === 'DESC';
  if (RESOURCES.find((resource) => resource.name === name)?.sortStyle === 'signed') return { sort: `${descending ? '-' : ''}${sort.field}` };
  return { sort: sort.field, order: descending ? 'desc' : 'asc' };
}
