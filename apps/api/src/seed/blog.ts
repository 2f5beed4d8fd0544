import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { images, NEWS_KINDS, newsCategories, newsPosts, products, type NewsKind } from '../db/schema/index.ts';
import { CATEGORIES, generatePosts } from './blog-generated.ts';
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

/** Categories and videos of the hand-written posts above. */
const HAND_WRITTEN_EXTRAS: Record<string, { category: string; video?: string }> = {
  'otkrytie-novogo-sklada-v-kieve': { category: 'novosti-magazina' },
  'vesennyaya-akciya-na-pilingi': { category: 'akcii' },
  'novye-ceny-dlya-kosmetologov': { category: 'novosti-magazina' },
  'kak-vybrat-syvorotku-po-tipu-kozhi': { category: 'uhod-za-licom' },
  'spf-kruglyj-god': { category: 'uhod-za-licom' },
  'niacinamid-v-kosmetike': { category: 'ingredienty' },
  'domashnij-uhod-posle-pilinga': { category: 'domashnij-uhod', video: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
  'obzor-novinok-sezona': { category: 'obzory', video: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' },
  'master-klass-karboksiterapiya': { category: 'apparatnye-procedury', video: 'https://www.youtube.com/watch?v=ScMzIvxBSi4' },
  'master-klass-massazh-lica': { category: 'massazh', video: 'https://www.youtube.com/watch?v=LXb3EKWsInQ' },
};

/** Generated posts per kind: with the hand-written ones, every list has at least three pages. */
export const GENERATED_POSTS_PER_KIND = 32;
/** Generated posts share a small pool of pictures, which keeps the first start quick. */
const POOL_SIZE = 12;

export async function seedBlog(tx: Tx, pictures: DiscoveryPicture[]): Promise<void> {
  const day = 24 * 3600 * 1000;
  const newest = Date.UTC(2026, 10, 15, 9);

  const categoryRows = await tx.insert(newsCategories).values(CATEGORIES.map((c, i) => ({ ...c, sort: i }))).returning();
  const categoryId = (kind: NewsKind, slug: string) => categoryRows.find((c) => c.kind === kind && c.slug === slug)?.id ?? null;

  for (const [i, post] of POSTS.entries()) {
    const picture: DiscoveryPicture = { path: `blog/${post.slug}`, width: 1200, height: 800, widths: WIDTHS, palette: palette(i + 1), seed: 400 + i };
    pictures.push(picture);
    const [image] = await tx
      .insert(images)
      .values({ path: picture.path, width: picture.width, height: picture.height, widths: picture.widths, color: picture.palette[0] })
      .returning({ id: images.id });
    const extra = HAND_WRITTEN_EXTRAS[post.slug];
    await tx.insert(newsPosts).values({
      kind: post.kind,
      slug: post.slug,
      titleRu: post.titleRu,
      titleUk: post.titleUk,
      excerptRu: post.excerptRu,
      excerptUk: post.excerptUk,
      bodyRu: post.paragraphsRu.map((p) => `<p>${p}</p>`).join(''),
      bodyUk: post.paragraphsUk.map((p) => `<p>${p}</p>`).join(''),
      categoryId: extra ? categoryId(post.kind, extra.category) : null,
      videoUrl: extra?.video ?? null,
      videoType: extra?.video ? 'youtube_normal' : null,
      imageId: image.id,
      publishedAt: new Date(newest - i * 4 * day),
    });
  }

  // The pool of pictures for generated posts and their blocks.
  const pool: DiscoveryPicture[] = Array.from({ length: POOL_SIZE }, (_, n) => ({
    path: `blog/cover-${n + 1}`,
    width: 1200,
    height: 800,
    widths: WIDTHS,
    palette: palette(n),
    seed: 700 + n,
  }));
  pictures.push(...pool);
  const poolImages = await tx
    .insert(images)
    .values(pool.map((p) => ({ path: p.path, width: p.width, height: p.height, widths: p.widths, color: p.palette[0] })))
    .returning({ id: images.id });
  const pictureOf = (n: number) => {
    const p = pool[n % POOL_SIZE];
    return { url: `/media/${p.path}`, width: p.width, height: p.height, widths: p.widths, color: p.palette[0] };
  };

  const productIds = (
    await tx.select({ id: products.id }).from(products).where(eq(products.published, true)).orderBy(desc(products.salesCount), products.id).limit(40)
  ).map((r) => r.id);

  const oldestHandWritten = newest - POSTS.length * 4 * day;
  for (const kind of NEWS_KINDS) {
    const generated = generatePosts(kind, GENERATED_POSTS_PER_KIND, pictureOf, productIds);
    await tx.insert(newsPosts).values(
      generated.map((post, i) => ({
        kind: post.kind,
        slug: post.slug,
        titleRu: post.titleRu,
        titleUk: post.titleUk,
        excerptRu: post.excerptRu,
        excerptUk: post.excerptUk,
        blocksRu: post.blocksRu,
        blocksUk: post.blocksUk,
        categoryId: categoryId(kind, post.categorySlug),
        videoUrl: post.video?.url ?? null,
        videoType: post.video?.type ?? null,
        imageId: poolImages[i % POOL_SIZE].id,
        publishedAt: new Date(oldestHandWritten - (i + 1) * 3 * day - NEWS_KINDS.indexOf(kind) * 3600 * 1000),
      })),
    );
  }
}
