import type { Db } from '../db/client.ts';
import { headerMessages, pages, settings, translations } from '../db/schema/index.ts';
import { TRANSLATIONS_RU } from '@shop/contracts/translations/ru';
import { TRANSLATIONS_UA } from '@shop/contracts/translations/ua';
import { BLOCK_PAGES, CONTACT_PAGE, PAGES } from './content-pages.ts';
import { FREE_DELIVERY_FROM_UAH } from '@shop/contracts/constants';

/** Shell content: contacts, messengers, documents, header messages, translations, static pages. */
export async function seedContent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(settings).values([
      {
        key: 'contacts',
        value: {
          phone1: '+380 (44) 390-12-34',
          phone2: '+380 (67) 555-21-40',
          phone3: '+380 (50) 123-45-67',
          email: 'info@procosmetics.ua',
          facebook: 'https://www.facebook.com/procosmetics.ua',
          instagram: 'https://www.instagram.com/procosmetics.ua',
          youtube: 'https://www.youtube.com/@procosmetics-ua',
        },
      },
      {
        key: 'messengers',
        value: { viberLink: 'viber://chat?number=%2B380675552140', telegramLink: 'https://t.me/procosmetics_ua' },
      },
      {
        key: 'documents',
        value: { privacyPolicy: '/pages/privacy-policy/', termsOfUse: '/pages/terms-of-use/' },
      },
      { key: 'contact-page', value: CONTACT_PAGE },
    ]);

    await tx.insert(headerMessages).values([
      {
        titleRu: `Бесплатная доставка Новой Почтой при заказе от ${FREE_DELIVERY_FROM_UAH} грн`,
        titleUk: `Безкоштовна доставка Новою Поштою при замовленні від ${FREE_DELIVERY_FROM_UAH} грн`,
        sort: 1,
      },
      {
        titleRu: 'Косметологам — профессиональные цены после проверки документов',
        titleUk: 'Косметологам — професійні ціни після перевірки документів',
        sort: 2,
      },
      {
        titleRu: 'Отправляем заказы в день оплаты до 15:00',
        titleUk: 'Відправляємо замовлення в день оплати до 15:00',
        sort: 3,
      },
    ]);

    const rows = [
      ...Object.entries(TRANSLATIONS_RU).map(([key, value]) => ({ locale: 'ru', key, value })),
      ...Object.entries(TRANSLATIONS_UA).map(([key, value]) => ({ locale: 'ua', key, value })),
    ];
    if (rows.length) await tx.insert(translations).values(rows);

    await tx.insert(pages).values([...PAGES, ...BLOCK_PAGES]);
  });
}
