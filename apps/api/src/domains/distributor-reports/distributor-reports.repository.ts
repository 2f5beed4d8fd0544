import type { ApiLanguage } from '@shop/contracts/i18n';
import { periodDays, shiftDay } from '@shop/contracts/distributor-report';
import type { Database } from '../../db/client.ts';
import type { LeftoverRow, ReportProductRow, SalesReport } from './report-xlsx.ts';
import type { SalesDocument } from './sales-document-pdf.ts';

/**
 * The reports read the warehouse's tables (db/schema/warehouse.ts, owned by the warehouse domain):
 * leftovers per distributor × variant, sales documents and their lines; and the catalogue's names.
 * Each query is one fixed statement, prepared by name on PostgreSQL (`Database.named`), scoped by the
 * distributor first, so another distributor's rows are never read.
 */

export interface ReportLeftoverRow extends LeftoverRow {
  productPriceId: number;
}

const T = {
  leftovers: 'warehouse_leftovers',
  sales: 'warehouse_sales',
  saleLines: 'warehouse_sale_lines',
  moves: 'warehouse_moves',
} as const;


/** The catalogue's names of variants, in the asked language. */
const variantNames = (lang: ApiLanguage) => ({
  name: `catalog_variant_names_${lang}`,
  text: `select pp.id, p.${lang === 'ua' ? 'title_uk' : 'title_ru'} as title, pp.${lang === 'ua' ? 'value_uk' : 'value_ru'} as variant,
      pp.article, b.${lang === 'ua' ? 'title_uk' : 'title_ru'} as brand
    from product_prices pp join products p on p.id = pp.product_id join brands b on b.id = p.brand_id
    where pp.id = any($1::int[])`,
});

interface NameRow {
  id: number;
  title: string;
  variant: string;
  article: string;
  brand: string;
}

async function names(database: Database, ids: number[], lang: ApiLanguage): Promise<Map<number, NameRow>> {
  if (!ids.length) return new Map();
  const rows = await database.named<NameRow>(variantNames(lang), [ids]);
  return new Map(rows.map((row) => [row.id, row]));
}

const LEFTOVERS = {
  name: 'storage_report_leftovers',
  text: `select product_price_id as "productPriceId", quantity from ${T.leftovers} where distributor_id = $1 and quantity > 0`,
};

const byTitle = (a: LeftoverRow, b: LeftoverRow) => a.brand.localeCompare(b.brand) || a.title.localeCompare(b.title) || a.variant.localeCompare(b.variant);

/** What the distributor holds now, by brand and title. */
export async function leftoverRows(database: Database, distributorId: number, lang: ApiLanguage): Promise<ReportLeftoverRow[]> {
  const held = await database.named<{ productPriceId: number; quantity: number }>(LEFTOVERS, [distributorId]);
  const named = await names(database, held.map((row) => row.productPriceId), lang);
  return held
    .map((row) => {
      const name = named.get(row.productPriceId);
      return { productPriceId: row.productPriceId, quantity: row.quantity, title: name?.title ?? '', variant: name?.variant ?? '', article: name?.article ?? '', brand: name?.brand ?? '' };
    })
    .sort(byTitle);
}

const SALES_BY_DAY = {
  name: 'storage_report_days',
  text: `select to_char(s.sold_on, 'YYYY-MM-DD') as day, sum(l.count)::int as count, sum(l.total)::bigint as sum
    from ${T.sales} s join ${T.saleLines} l on l.sale_id = s.id
    where s.distributor_id = $1 and s.sold_on between $2::date and $3::date
    group by s.sold_on`,
};

const SALES_BY_VARIANT = {
  name: 'storage_report_variants',
  text: `select l.product_price_id as "productPriceId", sum(l.count)::int as count, sum(l.total)::bigint as sum
    from ${T.sales} s join ${T.saleLines} l on l.sale_id = s.id
    where s.distributor_id = $1 and s.sold_on between $2::date and $3::date
    group by l.product_price_id`,
};

/** Sales of a period (both days included, Kyiv days) by day, brand and variant, and the stock held now. */
export async function salesReport(database: Database, distributorId: number, period: { from: string; to: string }, lang: ApiLanguage): Promise<SalesReport> {
  const values = [distributorId, period.from, period.to];
  const [dayRows, variantRows, held] = await Promise.all([
    database.named<{ day: string; count: number; sum: string | number }>(SALES_BY_DAY, values),
    database.named<{ productPriceId: number; count: number; sum: string | number }>(SALES_BY_VARIANT, values),
    database.named<{ productPriceId: number; quantity: number }>(LEFTOVERS, [distributorId]),
  ]);

  const soldDays = new Map(dayRows.map((row) => [row.day, row]));
  const days = Array.from({ length: periodDays(period.from, period.to) }, (_, i) => {
    const day = shiftDay(period.from, i);
    const row = soldDays.get(day);
    return { day, count: row?.count ?? 0, sum: Number(row?.sum ?? 0) };
  });

  const rows = new Map<number, { soldCount: number; soldSum: number; quantity: number }>();
  for (const row of variantRows) rows.set(row.productPriceId, { soldCount: row.count, soldSum: Number(row.sum), quantity: 0 });
  for (const row of held) {
    const existing = rows.get(row.productPriceId);
    if (existing) existing.quantity = row.quantity;
    else rows.set(row.productPriceId, { soldCount: 0, soldSum: 0, quantity: row.quantity });
  }
  const named = await names(database, [...rows.keys()], lang);
  const products: ReportProductRow[] = [...rows.entries()].map(([productPriceId, figures]) => {
    const name = named.get(productPriceId);
    return { productPriceId, title: name?.title ?? '', variant: name?.variant ?? '', article: name?.article ?? '', brand: name?.brand ?? '', ...figures };
  });
  products.sort((a, b) => b.soldSum - a.soldSum || b.soldCount - a.soldCount || byTitle(a, b));

  const brandTotals = new Map<string, { count: number; sum: number }>();
  for (const product of products) {
    if (!product.soldCount) continue;
    const brand = brandTotals.get(product.brand) ?? { count: 0, sum: 0 };
    brand.count += product.soldCount;
    brand.sum += product.soldSum;
    brandTotals.set(product.brand, brand);
  }
  const brands = [...brandTotals.entries()].map(([brand, figures]) => ({ brand, ...figures })).sort((a, b) => b.sum - a.sum || a.brand.localeCompare(b.brand));

  return {
    from: period.from,
    to: period.to,
    days,
    brands,
    products,
    totals: {
      count: days.reduce((sum, d) => sum + d.count, 0),
      sum: days.reduce((sum, d) => sum + d.sum, 0),
      stockUnits: held.reduce((sum, row) => sum + row.quantity, 0),
    },
  };
}

const SALE_DOCUMENT = {
  name: 'storage_sale_document',
  text: `select s.id, s.number, s.sold_on as "soldOn", s.customer_name as "customerName", s.customer_phone as "customerPhone",
      s.comment as note, u.name, u.second_name as "secondName", u.email, u.phone
    from ${T.sales} s join users u on u.id = s.distributor_id
    where s.id = $1 and s.distributor_id = $2`,
};

const SALE_LINES = {
  name: 'storage_sale_document_lines',
  text: `select product_price_id as "productPriceId", count, unit_price as "unitPrice", total from ${T.saleLines} where sale_id = $1 order by id`,
};

/** A sales document of the distributor with its lines, in Ukrainian as the shop's documents are; null when it is not the distributor's. */
export async function findSalesDocument(database: Database, distributorId: number, documentId: number): Promise<SalesDocument | null> {
  const [head] = await database.named<{
    id: number;
    number: string;
    soldOn: string | Date;
    customerName: string;
    customerPhone: string | null;
    note: string | null;
    name: string | null;
    secondName: string | null;
    email: string;
    phone: string | null;
  }>(SALE_DOCUMENT, [documentId, distributorId]);
  if (!head) return null;
  const lines = await database.named<{ productPriceId: number; count: number; unitPrice: number; total: number }>(SALE_LINES, [head.id]);
  const named = await names(database, lines.map((line) => line.productPriceId), 'ua');
  return {
    number: head.number,
    date: new Date(`${typeof head.soldOn === 'string' ? head.soldOn.slice(0, 10) : head.soldOn.toISOString().slice(0, 10)}T12:00:00Z`),
    supplier: { name: [head.name, head.secondName].filter(Boolean).join(' ') || head.email, email: head.email, phone: head.phone },
    customer: { name: head.customerName, phone: head.customerPhone, note: head.note },
    lines: lines.map((line) => {
      const name = named.get(line.productPriceId);
      return { title: name?.title ?? '', variant: name?.variant ?? '', article: name?.article ?? '', count: line.count, unitPrice: Number(line.unitPrice), total: Number(line.total) };
    }),
    total: lines.reduce((sum, line) => sum + Number(line.total), 0),
  };
}
