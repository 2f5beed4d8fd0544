import type { Tx } from '../db/client.ts';
import { banners, homeBlocks, images, instagramPosts, settings } from '../db/schema/index.ts';
import type { Picture } from './catalog/pictures.ts';
import type { Shape, Texture } from './catalog/product-types.ts';
import { type DiscoveryPicture, discoveryColor, palette, productPalette } from './discovery-pictures.ts';

/** Home page content: block layout, SEO texts, banner slides, Instagram posts. */

const BLOCKS = [
  { key: 'banners', titleRu: 'Акции и новости', titleUk: 'Акції та новини', sort: 1 },
  { key: 'new', titleRu: 'Новинки', titleUk: 'Новинки', sort: 2 },
  { key: 'series', titleRu: 'Популярные серии', titleUk: 'Популярні серії', sort: 3 },
  { key: 'top', titleRu: 'Хиты продаж', titleUk: 'Хіти продажів', sort: 4 },
  { key: 'news', titleRu: 'Блог', titleUk: 'Блог', sort: 5 },
  { key: 'instagram', titleRu: 'Мы в Instagram', titleUk: 'Ми в Instagram', sort: 6 },
] as const;

const SLIDES = [
  {
    titleRu: 'Весенняя программа ухода',
    titleUk: 'Весняна програма догляду',
    subtitleRu: 'Скидки до 20% на пилинги и сыворотки до конца месяца',
    subtitleUk: 'Знижки до 20% на пілінги та сироватки до кінця місяця',
    buttonTextRu: 'Смотреть акции',
    buttonTextUk: 'Дивитися акції',
    link: '/promotions/',
  },
  {
    titleRu: 'Новинки профессиональных брендов',
    titleUk: 'Новинки професійних брендів',
    subtitleRu: 'Сыворотки, маски и кремы, которые уже выбрали косметологи',
    subtitleUk: 'Сироватки, маски та креми, які вже обрали косметологи',
    buttonTextRu: 'К новинкам',
    buttonTextUk: 'До новинок',
    link: '/novinki/',
  },
  {
    titleRu: 'Подберите уход по типу кожи',
    titleUk: 'Підберіть догляд за типом шкіри',
    subtitleRu: 'Ответьте на несколько вопросов — мы покажем подходящие средства',
    subtitleUk: 'Дайте відповідь на кілька запитань — ми покажемо відповідні засоби',
    buttonTextRu: 'Подобрать',
    buttonTextUk: 'Підібрати',
    link: '/podbor-kosmetiki/',
  },
];

const INSTAGRAM = [
  ['Утренний ритуал: тоник, сыворотка и SPF', 'Ранковий ритуал: тонік, сироватка та SPF'],
  ['Мастер-класс по химическим пилингам в нашей студии', 'Майстер-клас з хімічних пілінгів у нашій студії'],
  ['Новая поставка уже на складе', 'Нове постачання вже на складі'],
  ['Как ухаживать за кожей после процедур', 'Як доглядати за шкірою після процедур'],
  ['Отзывы косметологов о новой серии', 'Відгуки косметологів про нову серію'],
  ['Уход за чувствительной кожей зимой', 'Догляд за чутливою шкірою взимку'],
  ['Розыгрыш для подписчиков: набор для домашнего ухода', 'Розіграш для підписників: набір для домашнього догляду'],
  ['За кулисами фотосессии новой коллекции', 'За лаштунками фотосесії нової колекції'],
];

const INSTAGRAM_SHAPES: Shape[] = ['dropper', 'tube', 'jar', 'pump'];
const INSTAGRAM_TEXTURES: Texture[] = ['cream', 'gel', 'foam', 'oil'];

const BANNER_WIDTHS = [640, 1024, 1600];
const MOBILE_WIDTHS = [375, 750];
const SQUARE_WIDTHS = [320, 640];

export async function seedHome(tx: Tx, pictures: DiscoveryPicture[]): Promise<void> {
  await tx.insert(homeBlocks).values([...BLOCKS]);
  await tx.insert(settings).values({
    key: 'home_seo',
    value: {
      titleRu: 'Профессиональная косметика для лица и тела — интернет-магазин ProCosmetics',
      titleUk: 'Професійна косметика для обличчя та тіла — інтернет-магазин ProCosmetics',
      descriptionRu: 'Оригинальная профессиональная косметика ведущих брендов с доставкой по Украине. Специальные цены для косметологов и дистрибьюторов.',
      descriptionUk: 'Оригінальна професійна косметика провідних брендів з доставкою по Україні. Спеціальні ціни для косметологів і дистриб’юторів.',
    },
  }).onConflictDoNothing();

  for (const [i, slide] of SLIDES.entries()) {
    const wide: DiscoveryPicture = { path: `home/banner-${i + 1}`, width: 1600, height: 600, widths: BANNER_WIDTHS, palette: palette(i), seed: 100 + i };
    const narrow: DiscoveryPicture = { path: `home/banner-${i + 1}-mobile`, width: 750, height: 900, widths: MOBILE_WIDTHS, palette: palette(i), seed: 200 + i };
    pictures.push(wide, narrow);
    const [image, imageMobile] = await tx
      .insert(images)
      .values([
        { path: wide.path, width: wide.width, height: wide.height, widths: wide.widths, color: wide.palette[0] },
        { path: narrow.path, width: narrow.width, height: narrow.height, widths: narrow.widths, color: narrow.palette[0] },
      ])
      .returning({ id: images.id });
    await tx.insert(banners).values({ ...slide, imageId: image.id, imageMobileId: imageMobile.id, sort: i + 1 });
  }

  const day = 24 * 3600 * 1000;
  for (const [i, [captionRu, captionUk]] of INSTAGRAM.entries()) {
    const colours = productPalette(i + 2);
    // Posts of the shop's products: a pack shot and a texture close-up in turn, as on the feed.
    const shot: Picture =
      i % 2 === 0
        ? { kind: 'pack', shape: INSTAGRAM_SHAPES[(i / 2) % INSTAGRAM_SHAPES.length], palette: colours, tint: colours[1], seed: 300 + i, large: true }
        : { kind: 'texture', texture: INSTAGRAM_TEXTURES[((i - 1) / 2) % INSTAGRAM_TEXTURES.length], palette: colours, tint: colours[1], seed: 300 + i };
    const picture: DiscoveryPicture = { path: `home/instagram-${i + 1}`, width: 640, height: 640, widths: SQUARE_WIDTHS, palette: colours, seed: 300 + i, panels: [shot] };
    pictures.push(picture);
    const [image] = await tx
      .insert(images)
      .values({ path: picture.path, width: picture.width, height: picture.height, widths: picture.widths, color: discoveryColor(picture) })
      .returning({ id: images.id });
    await tx.insert(instagramPosts).values({
      // Demo posts open the shop's profile; real posts carry their own /p/{code}/ address.
      link: 'https://www.instagram.com/procosmetics.ua/',
      captionRu,
      captionUk,
      imageId: image.id,
      postedAt: new Date(Date.UTC(2026, 9, 30) - i * 3 * day),
    });
  }
}
