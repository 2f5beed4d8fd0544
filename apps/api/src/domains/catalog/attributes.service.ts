import type { AttributeWithCounts, ProductFilterQuery } from '@shop/contracts/catalog';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import type { Caller } from './products.service.ts';
import { type AttributeRow, type Directory, loadDirectory } from './directory.ts';
import { countByAttributeValue } from './facets.repository.ts';
import { MATCHES_NOTHING, resolveProductFilter, withoutAttribute } from './filter-resolver.ts';
import type { ProductFilter } from './product-filter.ts';
import { pick } from '../../core/localized.ts';

/** An attribute's values with how many products under `filter` have each (the attribute's own choice not applied). */
export async function attributeWithCounts(
  deps: ApiDeps,
  dir: Directory,
  attribute: AttributeRow,
  filter: ProductFilter | typeof MATCHES_NOTHING,
  caller: Caller,
): Promise<AttributeWithCounts> {
  const counts =
    filter === MATCHES_NOTHING
      ? []
      : await countByAttributeValue(
          deps.database.db,
          withoutAttribute(filter, dir, attribute.id),
          caller.viewer,
          attribute.values.map((v) => v.id),
        );
  const countOf = new Map(counts.map((c) => [c.id, c.count]));
  const titleOf = (row: { titleRu: string; titleUk: string }) => pick(row, 'title', caller.lang);
  return {
    id: attribute.id,
    slug: attribute.slug,
    title: titleOf(attribute),
    values: attribute.values.map((v) => ({ id: v.id, slug: v.slug, title: titleOf(v), count: countOf.get(v.id) ?? 0 })),
  };
}

/** GET /v1/get_attribute/{id}: by id or slug, counts under the list filters of the query. */
export async function getAttribute(deps: ApiDeps, idOrSlug: string, query: ProductFilterQuery, caller: Caller): Promise<AttributeWithCounts> {
  const dir = await loadDirectory(deps);
  const attribute = /^\d+$/.test(idOrSlug) ? dir.attributeById.get(Number(idOrSlug)) : dir.attributeBySlug.get(idOrSlug.toLowerCase());
  if (!attribute) throw new HttpError(404, genericMessage(caller.lang, 'notFound'));
  return attributeWithCounts(deps, dir, attribute, resolveProductFilter(dir, query, caller.viewer), caller);
}
