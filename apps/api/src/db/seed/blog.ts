import type { Tx } from '../client.ts';
import { images, newsPosts, type NewsKind } from '../schema/index.ts';
import { type DiscoveryPicture, palette } from './discovery-pictures.ts';

/** Posts of the four content kinds, enough for the home page block and search. */

interface PostSeed {
  kind: NewsKind;
  slug: string;
  titleRu: string;
  titleUk: string;
  excerptRu: string;
  excerptUk: string;
  paragraphsRu: string[];
  paragraphsUk: string[];
}

const POSTS: PostSeed[] = [
  {
    kind: 'news',
    slug: 'otkrytie-novogo-sklada-v-kieve',
    titleRu: 'Открыли новый склад в Киеве — заказы отправляем быстрее',
    titleUk: 'Відкрили новий склад у Києві — замовлення відправляємо швидше',
    excerptRu: 'Теперь заказы, оплаченные до 15:00, уходят в тот же день.',
    excerptUk: 'Тепер замовлення, сплачені до 15:00, відправляються того ж дня.',
    paragraphsRu: ['Мы переехали на новый склад площадью 800 м² на левом берегу Киева.', 'Заказы, оплаченные до 15:00, отправляем Новой Почтой в тот же день.'],
    paragraphsUk: ['Ми переїхали на новий склад площею 800 м² на лівому березі Києва.', 'Замовлення, сплачені до 15:00, відправляємо Новою Поштою того ж дня.'],
  },
  {
    kind: 'news',
    slug: 'vesennyaya-akciya-na-pilingi',
    titleRu: 'Весенняя акция: минус 20% на профессиональные пилинги',
    titleUk: 'Весняна акція: мінус 20% на професійні пілінги',
    excerptRu: 'До конца апреля — скидки на пилинги и постпилинговый уход.',
    excerptUk: 'До кінця квітня — знижки на пілінги та постпілінговий догляд.',
    paragraphsRu: ['Весна — лучшее время для курса пилингов, пока солнце ещё мягкое.', 'Скидка действует на все кислотные и ферментные пилинги из раздела акций.'],
    paragraphsUk: ['Весна — найкращий час для курсу пілінгів, поки сонце ще м’яке.', 'Знижка діє на всі кислотні та ферментні пілінги з розділу акцій.'],
  },
  {
    kind: 'news',
    slug: 'novye-ceny-dlya-kosmetologov',
    titleRu: 'Обновили профессиональные цены для косметологов',
    titleUk: 'Оновили професійні ціни для косметологів',
    excerptRu: 'Подтвердите диплом в личном кабинете, чтобы видеть цены для специалистов.',
    excerptUk: 'Підтвердьте диплом в особистому кабінеті, щоб бачити ціни для фахівців.',
    paragraphsRu: ['Косметологи с подтверждёнными документами видят профессиональные цены на весь каталог.', 'Индивидуальная скидка начисляется автоматически по сумме заказов.'],
    paragraphsUk: ['Косметологи з підтвердженими документами бачать професійні ціни на весь каталог.', 'Індивідуальна знижка нараховується автоматично за сумою замовлень.'],
  },
  {
    kind: 'interesting',
    slug: 'kak-vybrat-syvorotku-po-tipu-kozhi',
    titleRu: 'Как выбрать сыворотку по типу кожи',
    titleUk: 'Як обрати сироватку за типом шкіри',
    excerptRu: 'Гиалуроновая кислота, ниацинамид или витамин C — что подойдёт именно вам.',
    excerptUk: 'Гіалуронова кислота, ніацинамід чи вітамін C — що підійде саме вам.',
    paragraphsRu: ['Сухой коже нужны увлажняющие компоненты: гиалуроновая кислота, глицерин, пантенол.', 'Жирной и комбинированной коже подойдут лёгкие текстуры с ниацинамидом и цинком.'],
    paragraphsUk: ['Сухій шкірі потрібні зволожувальні компоненти: гіалуронова кислота, гліцерин, пантенол.', 'Жирній і комбінованій шкірі підійдуть легкі текстури з ніацинамідом і цинком.'],
  },
  {
    kind: 'interesting',
    slug: 'spf-kruglyj-god',
    titleRu: 'SPF круглый год: мифы и факты',
    titleUk: 'SPF цілий рік: міфи та факти',
    excerptRu: 'Почему солнцезащитный крем нужен даже в пасмурный день.',
    excerptUk: 'Чому сонцезахисний крем потрібен навіть у похмурий день.',
    paragraphsRu: ['Ультрафиолет типа A проникает сквозь облака и стекло круглый год.', 'После процедур и пилингов защита SPF 50 обязательна.'],
    paragraphsUk: ['Ультрафіолет типу A проникає крізь хмари та скло цілий рік.', 'Після процедур і пілінгів захист SPF 50 обов’язковий.'],
  },
  {
    kind: 'interesting',
    slug: 'niacinamid-v-kosmetike',
    titleRu: 'Ниацинамид в косметике: кому и зачем',
    titleUk: 'Ніацинамід у косметиці: кому і навіщо',
    excerptRu: 'Разбираем один из самых универсальных активов.',
    excerptUk: 'Розбираємо один із найуніверсальніших активів.',
    paragraphsRu: ['Ниацинамид укрепляет барьер кожи, выравнивает тон и уменьшает воспаления.', 'Он хорошо сочетается с большинством активов, включая ретинол.'],
    paragraphsUk: ['Ніацинамід зміцнює бар’єр шкіри, вирівнює тон і зменшує запалення.', 'Він добре поєднується з більшістю активів, зокрема з ретинолом.'],
  },
  {
    kind: 'videos',
    slug: 'domashnij-uhod-posle-pilinga',
    titleRu: 'Видео: домашний уход после пилинга',
    titleUk: 'Відео: домашній догляд після пілінгу',
    excerptRu: 'Косметолог показывает, как восстановить кожу за неделю.',
    excerptUk: 'Косметолог показує, як відновити шкіру за тиждень.',
    paragraphsRu: ['В видео — пошаговый уход на семь дней после химического пилинга.'],
    paragraphsUk: ['У відео — покроковий догляд на сім днів після хімічного пілінгу.'],
  },
  {
    kind: 'videos',
    slug: 'obzor-novinok-sezona',
    titleRu: 'Обзор новинок сезона',
    titleUk: 'Огляд новинок сезону',
    excerptRu: 'Пробуем текстуры новых сывороток и масок.',
    excerptUk: 'Пробуємо текстури нових сироваток і масок.',
    paragraphsRu: ['Рассказываем о составах и показываем текстуры пяти новинок.'],
    paragraphsUk: ['Розповідаємо про склади та показуємо текстури п’яти новинок.'],
  },
  {
    kind: 'master-classes',
    slug: 'master-klass-karboksiterapiya',
    titleRu: 'Мастер-класс: карбокситерапия в салоне',
    titleUk: 'Майстер-клас: карбокситерапія в салоні',
    excerptRu: 'Протокол процедуры от ведущего тренера бренда.',
    excerptUk: 'Протокол процедури від провідного тренера бренду.',
    paragraphsRu: ['Тренер показывает протокол неинвазивной карбокситерапии и разбирает противопоказания.'],
    paragraphsUk: ['Тренер показує протокол неінвазивної карбокситерапії та розбирає протипоказання.'],
  },
  {
    kind: 'master-classes',
    slug: 'master-klass-massazh-lica',
    titleRu: 'Мастер-класс: скульптурный массаж лица',
    titleUk: 'Майстер-клас: скульптурний масаж обличчя',
    excerptRu: 'Техника, которую можно сразу применять в кабинете.',
    excerptUk: 'Техніка, яку можна одразу застосовувати в кабінеті.',
    paragraphsRu: ['Разбираем технику скульптурного массажа и подбор средств для скольжения.'],
    paragraphsUk: ['Розбираємо техніку скульптурного масажу та підбір засобів для ковзання.'],
  },
];

const WIDTHS = [400, 800, 1200];

export async function seedBlog(tx: Tx, pictures: DiscoveryPicture[]): Promise<void> {
  const day = 24 * 3600 * 1000;
  const newest = Date.UTC(2026, 10, 15, 9);
  for (const [i, post] of POSTS.entries()) {
    const picture: DiscoveryPicture = { path: `blog/${post.slug}`, width: 1200, height: 800, widths: WIDTHS, palette: palette(i + 1), seed: 400 + i };
    pictures.push(picture);
    const [image] = await tx
      .insert(images)
      .values({ path: picture.path, width: picture.width, height: picture.height, widths: picture.widths, color: picture.palette[0] })
      .returning({ id: images.id });
    await tx.insert(newsPosts).values({
      kind: post.kind,
      slug: post.slug,
      titleRu: post.titleRu,
      titleUk: post.titleUk,
      excerptRu: post.excerptRu,
      excerptUk: post.excerptUk,
      bodyRu: post.paragraphsRu.map((p) => `<p>${p}</p>`).join(''),
      bodyUk: post.paragraphsUk.map((p) => `<p>${p}</p>`).join(''),
      imageId: image.id,
      publishedAt: new Date(newest - i * 4 * day),
    });
  }
}
