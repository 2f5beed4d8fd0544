import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { ImportField } from '@shop/contracts/staff-catalogue-import';
import type { DbOrTx } from '../../db/client.ts';
import { catalogueImports, type CatalogueImportRow } from '../../db/schema/catalogue-import.ts';
import type { CurrentVariant } from './import-rows.ts';

type Lang = 'ru' | 'ua';

type VariantRow = {
  id: number;
  article: string;
  product: string;
  retail_price: number;
  professional_price: number;
  distributor_price: number;
  client_price: number;
  quantity: number;
};

const valuesOf = (row: VariantRow): Record<ImportField, number> => ({
  retail_price: Number(row.retail_price),
  professional_price: Number(row.professional_price),
  distributor_price: Number(row.distributor_price),
  client_price: Number(row.client_price),
  quantity: Number(row.quantity),
});

/** The variants with these articles, with their product's name in `lang`. */
export async function variantsByArticle(db: DbOrTx, articles: string[], lang: Lang): Promise<Map<string, CurrentVariant>> {
  const found = new Map<string, CurrentVariant>();
  if (!articles.length) return found;
  const title = lang === 'ua' ? sql`p.title_uk` : sql`p.title_ru`;
  const { rows } = await db.execute<VariantRow>(sql`
    select pp.id, pp.article, ${title} || ' — ' || ${lang === 'ua' ? sql`pp.value_uk` : sql`pp.value_ru`} as product,
      pp.retail_price, pp.professional_price, pp.distributor_price, pp.client_price, pp.quantity
    from product_prices pp join products p on p.id = pp.product_id
    where pp.article = any(${sql.param(articles)}::text[])`);
  for (const row of rows) found.set(row.article, { id: row.id, article: row.article, product: row.product, values: valuesOf(row) });
  return found;
}

/** Product names of the variants a stored preview found, for showing it again. */
export async function productNames(db: DbOrTx, ids: number[], lang: Lang): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const { rows } = await db.execute<{ id: number; product: string }>(sql`
    select pp.id, ${lang === 'ua' ? sql`p.title_uk || ' — ' || pp.value_uk` : sql`p.title_ru || ' — ' || pp.value_ru`} as product
    from product_prices pp join products p on p.id = pp.product_id
    where pp.id = any(${sql.param(ids)}::int[])`);
  return new Map(rows.map((row) => [Number(row.id), row.product]));
}

/** The variants' values now, each row locked until the transaction ends (ids ascending, so two imports never deadlock). */
export async function lockVariants(tx: DbOrTx, ids: number[]): Promise<Map<number, Record<ImportField, number>>> {
  const { rows } = await tx.execute<VariantRow>(sql`
    select id, article, '' as product, retail_price, professional_price, distributor_price, client_price, quantity
    from product_prices where id = any(${sql.param(ids)}::int[]) order by id for update`);
  return new Map(rows.map((row) => [Number(row.id), valuesOf(row)]));
}

/** Writes the new values of many variants in one statement (a column a row leaves out keeps its value) and moves their products' edit version. */
export async function writeVariants(tx: DbOrTx, changes: Array<{ id: number } & Partial<Record<ImportField, number>>>): Promise<number> {
  if (!changes.length) return 0;
  const result = await tx.execute(sql`
    update product_prices pp set
      retail_price = coalesce(x.retail_price, pp.retail_price),
      professional_price = coalesce(x.professional_price, pp.professional_price),
      distributor_price = coalesce(x.distributor_price, pp.distributor_price),
      client_price = coalesce(x.client_price, pp.client_price),
      quantity = coalesce(x.quantity, pp.quantity)
    from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb)
      as x(id int, retail_price int, professional_price int, distributor_price int, client_price int, quantity int)
    where pp.id = x.id`);
  // An open product form saved later must not write its older prices over these (decision 0025's version).
  await tx.execute(sql`
    update products set version = version + 1, updated_at = now()
    where id in (select product_id from product_prices where id = any(${sql.param(changes.map((change) => change.id))}::int[]))`);
  return result.rowCount ?? changes.length;
}

export interface StoredImport {
  id: number;
  token: string;
  fileName: string;
  columns: string[];
  rows: CatalogueImportRow[];
  rowsTotal: number;
  rowsWithErrors: number;
  createdAt: Date;
  appliedAt: Date | null;
}

export async function insertImport(
  db: DbOrTx,
  entry: { token: string; actorId: number; fileName: string; columns: string[]; rows: CatalogueImportRow[]; rowsWithErrors: number },
): Promise<StoredImport> {
  const [row] = await db
    .insert(catalogueImports)
    .values({ ...entry, rowsTotal: entry.rows.length })
    .returning();
  return row;
}

export async function findImport(db: DbOrTx, token: string): Promise<StoredImport | undefined> {
  const [row] = await db.select().from(catalogueImports).where(eq(catalogueImports.token, token));
  return row;
}

/**
 * Marks a waiting import applied and returns it; undefined when it is missing or applied already.
 * The update locks the row, so of two confirmations racing, the second waits and then finds it applied.
 */
export async function claimImport(tx: DbOrTx, token: string): Promise<StoredImport | undefined> {
  const [row] = await tx
    .update(catalogueImports)
    .set({ appliedAt: sql`now()` })
    .where(and(eq(catalogueImports.token, token), isNull(catalogueImports.appliedAt)))
    .returning();
  return row;
}

/** Forgets previews nobody confirmed (applied imports stay, the audit log points at them). */
export async function deleteUnappliedBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(catalogueImports).where(and(isNull(catalogueImports.appliedAt), lt(catalogueImports.createdAt, before)));
}
