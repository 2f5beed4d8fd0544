import type { DbOrTx } from '../db/client.ts';
import { deliveryMethods } from '../db/schema/delivery.ts';

/**
 * The shop's delivery methods as migration 0012 writes them. reset.ts keeps that table, but a
 * database emptied before it did (a first start, a reseed or a PostgreSQL test run with the older
 * reset) has none, and its migration journal says 0012 already ran; the seed writes them back, leaving
 * rows already there as the shop set them. `delivery.test.ts` checks these equal the migration's.
 */
export const DEFAULT_DELIVERY_METHODS: Array<typeof deliveryMethods.$inferInsert> = [
  {
    id: 1,
    type: 'nova_poshta_branch',
    titleRu: 'Новая Почта: отделение',
    titleUk: 'Нова Пошта: відділення',
    descriptionRu: 'По тарифам перевозчика, оплата при получении',
    descriptionUk: 'За тарифами перевізника, оплата при отриманні',
    price: 0,
    sort: 1,
  },
  {
    id: 2,
    type: 'nova_poshta_locker',
    titleRu: 'Новая Почта: почтомат',
    titleUk: 'Нова Пошта: поштомат',
    descriptionRu: 'По тарифам перевозчика, только для оплаченных заказов',
    descriptionUk: 'За тарифами перевізника, лише для оплачених замовлень',
    price: 0,
    sort: 2,
  },
  {
    id: 3,
    type: 'nova_poshta_courier',
    titleRu: 'Новая Почта: курьер',
    titleUk: "Нова Пошта: кур'єр",
    descriptionRu: 'Адресная доставка по тарифам перевозчика',
    descriptionUk: 'Адресна доставка за тарифами перевізника',
    price: 0,
    sort: 3,
  },
  {
    id: 4,
    type: 'courier',
    titleRu: 'Курьер магазина (Киев)',
    titleUk: "Кур'єр магазину (Київ)",
    descriptionRu: 'Доставка по Киеву на следующий день',
    descriptionUk: 'Доставка по Києву наступного дня',
    price: 15000,
    sort: 4,
  },
  {
    id: 5,
    type: 'pickup',
    titleRu: 'Самовывоз из шоурума',
    titleUk: 'Самовивіз із шоуруму',
    descriptionRu: 'Киев, ул. Обсерваторная, 21, офис 4',
    descriptionUk: 'Київ, вул. Обсерваторна, 21, офіс 4',
    price: 0,
    sort: 5,
  },
];

export async function seedDeliveryMethods(db: DbOrTx): Promise<void> {
  await db.insert(deliveryMethods).values(DEFAULT_DELIVERY_METHODS).onConflictDoNothing({ target: deliveryMethods.id });
}
