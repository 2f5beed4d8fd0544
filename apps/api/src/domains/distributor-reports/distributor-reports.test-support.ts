import type { TestApp } from '../../test/test-app.ts';

/** A catalogue variant as the reports name it (Russian, the tests' default language). */
export interface Variant {
  id: number;
  title: string;
  variant: string;
  article: string;
  brand: string;
}

/** The first `count` variants of the seeded catalogue, with their Russian names. */
export async function catalogueVariants(t: TestApp, count: number): Promise<Variant[]> {
  return t.deps.database.named<Variant>(
    {
      name: 'test_catalogue_variants',
      text: `select pp.id, p.title_ru as title, pp.value_ru as variant, pp.article, b.title_ru as brand
        from product_prices pp join products p on p.id = pp.product_id join brands b on b.id = p.brand_id
        order by b.title_ru, p.title_ru, pp.value_ru limit $1`,
    },
    [count],
  );
}

/** Sets what a distributor holds of a variant (the warehouse's moves and sales keep it in real use). */
export async function addLeftover(t: TestApp, distributorId: number, variantId: number, quantity: number): Promise<void> {
  await t.deps.database.named(
    {
      name: 'test_add_leftover',
      text: `insert into warehouse_leftovers (distributor_id, product_price_id, quantity) values ($1, $2, $3)
        on conflict (distributor_id, product_price_id) do update set quantity = excluded.quantity`,
    },
    [distributorId, variantId, quantity],
  );
}

let saleNumber = 0;

/** A sales document of `day` with its lines, as recorded earlier (leftovers are set apart by addLeftover). */
export async function addSale(
  t: TestApp,
  distributorId: number,
  day: string,
  customer: string,
  lines: Array<{ variantId: number; count: number; unitPrice: number }>,
): Promise<number> {
  saleNumber += 1;
  const [sale] = await t.deps.database.named<{ id: number }>(
    {
      name: 'test_add_sale',
      text: `insert into warehouse_sales (distributor_id, number, sold_on, customer_name, total) values ($1, $2, $3::date, $4, $5) returning id`,
    },
    [distributorId, `ТЕСТ-${saleNumber}`, day, customer, lines.reduce((sum, l) => sum + l.count * l.unitPrice, 0)],
  );
  for (const line of lines) {
    await t.deps.database.named(
      {
        name: 'test_add_sale_line',
        text: 'insert into warehouse_sale_lines (sale_id, product_price_id, count, unit_price, total) values ($1, $2, $3, $4, $5)',
      },
      [sale.id, line.variantId, line.count, line.unitPrice, line.count * line.unitPrice],
    );
  }
  return sale.id;
}
