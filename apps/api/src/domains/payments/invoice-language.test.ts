import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import { localDirectoryData } from '../../providers/nova-poshta/local-nova-poshta.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { invoiceDocument } from './invoices.service.ts';
import { findInvoiceOrder } from './payments.repository.ts';
import { insertTestOrder } from './payments.test-support.ts';
import { pdfText } from './pdf-text.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 2 });
});
afterAll(() => t?.close());

const data = localDirectoryData();
const kyiv = data.cities.find((c) => c.Description === 'Київ')!;
const branch = data.warehouses.find((w) => w.CityRef === kyiv.Ref && w.Number === '1')!;

/** An order placed on Russian pages: Nova Poshta's names were stored in Russian. */
async function russianOrder(values: Partial<typeof orders.$inferInsert>) {
  const id = await insertTestOrder(t, { ownerKey: 'v:invoice-language', paymentMethod: 'invoice' });
  await t.deps.database.db.update(orders).set({ lang: 'ru', ...values }).where(eq(orders.id, id));
  return (await findInvoiceOrder(t.deps.database.db, id))!;
}

describe('the invoice is Ukrainian line by line', () => {
  it('names the town and branch of an order placed in Russian in Ukrainian', async () => {
    const order = await russianOrder({ cityRef: kyiv.Ref, cityName: kyiv.DescriptionRu, warehouseRef: branch.Ref, warehouseName: branch.DescriptionRu });
    const document = await invoiceDocument(t.deps, order);
    expect(document.buyer.address).toBe(`${kyiv.Description}, ${branch.Description}`);
    const text = pdfText(await renderInvoicePdf(document, { compress: false }));
    expect(text).toContain(`${kyiv.Description}, ${branch.Description}`);
    expect(text).not.toContain(kyiv.DescriptionRu);
    expect(text).not.toContain('Отделение');
    // The lines are the Ukrainian titles the order stored beside the Russian ones.
    expect(text).toContain('Крем для обличчя');
    expect(text).not.toContain('Крем для лица');
  });

  it('names the town of a courier delivery in Ukrainian and keeps the address as the shopper typed it', async () => {
    const order = await russianOrder({ cityRef: kyiv.Ref, cityName: kyiv.DescriptionRu, warehouseRef: null, warehouseName: null, address: 'ул. Саксаганского, 12' });
    expect((await invoiceDocument(t.deps, order)).buyer.address).toBe(`${kyiv.Description}, ул. Саксаганского, 12`);
  });

  it('keeps the stored names when the directory does not know the refs', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const order = await russianOrder({ cityRef: unknown, cityName: 'Киев', warehouseRef: unknown, warehouseName: 'Отделение №1' });
    expect((await invoiceDocument(t.deps, order)).buyer.address).toBe('Киев, Отделение №1');
  });
});
