import { asc, eq } from 'drizzle-orm';
import { DEMO_DOMAIN } from '@shop/contracts/demo';
import { hashPassword } from '../core/passwords.ts';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import { favourites } from '../db/schema/favourites.ts';
import { userAddresses, users } from '../db/schema/users.ts';

/** Kyiv in the local Nova Poshta directory (providers/nova-poshta/local-directory.json). */
const KYIV_REF = 'e0d2b778-c27c-5d6d-b360-affd18007476';

/** The password of every demo account (docs/api/accounts.md). */
export const DEMO_PASSWORD = 'Demo12345!';
export { DEMO_DOMAIN };
export const DEMO_CODES = { professional: 'PRO-K7MX4-RD9TQ', distributor: 'DIS-H3WP8-NCV6A' } as const;

const demoEmail = (who: string) => `${who}@${DEMO_DOMAIN}`;

/**
 * One account of each kind (ARCHITECTURE §4), so every part of the site can be tried signed in.
 * The password is hashed once for all of them: argon2id is slow on purpose.
 */
export async function seedUsers(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const base = { passwordHash, lang: 'ua' } as const;

  await db
    .insert(users)
    .values([
      { ...base, email: demoEmail('regular'), name: 'Олена', secondName: 'Коваленко', phone: '+380670000001', city: 'Київ', userType: 'regular' },
      { ...base, email: demoEmail('noid'), name: 'Ірина', secondName: 'Мельник', phone: '+380670000002', city: 'Львів', userType: 'noid', work: 'Салон краси «Лілія»' },
      {
        ...base,
        email: demoEmail('professional'),
        name: 'Наталія',
        secondName: 'Шевченко',
        phone: '+380670000003',
        city: 'Одеса',
        userType: 'professional',
        code: DEMO_CODES.professional,
        work: 'Косметологічний кабінет «Шкіра»',
        individualDiscount: 7,
        canUseBonuses: true,
        bonusAmount: 350,
      },
      {
        ...base,
        email: demoEmail('distributor'),
        name: 'Андрій',
        secondName: 'Бондаренко',
        phone: '+380670000004',
        city: 'Дніпро',
        userType: 'distributor',
        code: DEMO_CODES.distributor,
        canUseBonuses: true,
        bonusAmount: 1200,
      },
      {
        ...base,
        email: demoEmail('authorised'),
        name: 'Марія',
        secondName: 'Ткаченко',
        phone: '+380670000006',
        city: 'Одеса',
        userType: 'regular',
        assignedCode: DEMO_CODES.professional,
        tempDiscount: true,
      },
      // One staff account per back-office role (issue 29).
      { ...base, email: demoEmail('staff'), name: 'Оксана', secondName: 'Адміністратор', phone: '+380670000007', city: 'Київ', userType: 'regular', staffRole: 'administrator' },
      { ...base, email: demoEmail('orders'), name: 'Андрій', secondName: 'Бондар', phone: '+380670000008', city: 'Київ', userType: 'regular', staffRole: 'order_manager' },
      { ...base, email: demoEmail('content'), name: 'Юлія', secondName: 'Савченко', phone: '+380670000009', city: 'Київ', userType: 'regular', staffRole: 'content_editor' },
      { ...base, email: demoEmail('reviewer'), name: 'Тетяна', secondName: 'Олійник', phone: '+380670000010', city: 'Львів', userType: 'regular', staffRole: 'reviewer' },
    ])
    .onConflictDoNothing();

  const [distributor] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoEmail('distributor')));
  await db
    .insert(users)
    .values({
      ...base,
      email: demoEmail('manager'),
      name: 'Сергій',
      secondName: 'Левченко',
      phone: '+380670000005',
      city: 'Дніпро',
      userType: 'distributor',
      isManager: true,
      distributorId: distributor.id,
    })
    .onConflictDoNothing();
  // A deactivated manager of the same distributor: listed on its managers page, refused at sign-in.
  await db
    .insert(users)
    .values({
      ...base,
      email: demoEmail('manager-inactive'),
      name: 'Тарас',
      secondName: 'Гончаренко',
      city: 'Дніпро',
      userType: 'distributor',
      isManager: true,
      distributorId: distributor.id,
      status: 'inactive',
    })
    .onConflictDoNothing();

  const [regular] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoEmail('regular')));
  // The address book: a Nova Poshta branch named as the local directory names it (checkout finds it
  // by that name in the town's list) as the default, and a courier address. Added once per data folder.
  const [saved] = await db.select({ id: userAddresses.id }).from(userAddresses).where(eq(userAddresses.userId, regular.id)).limit(1);
  if (!saved) {
    const recipient = { userId: regular.id, recipientName: 'Олена Коваленко', phone: '+380670000001', town: 'Київ', cityRef: KYIV_REF };
    await db.insert(userAddresses).values([
      { ...recipient, kind: 'branch', address: 'Відділення №1: вул. Хрещатик, 131', guid: null, isDefault: true },
      { ...recipient, kind: 'courier', address: 'вул. Велика Васильківська, 100, кв. 5', street: 'вул. Велика Васильківська', house: '100', flat: 'кв. 5' },
    ]);
  }
  const firstProducts = await db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(3);
  if (firstProducts.length) {
    await db
      .insert(favourites)
      .values(firstProducts.map((p) => ({ userId: regular.id, productId: p.id })))
      .onConflictDoNothing();
  }
}
