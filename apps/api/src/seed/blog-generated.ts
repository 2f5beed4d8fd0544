import type { ContentBlock } from '@shop/contracts/content-blocks';
import type { NewsKind } from '../db/schema/index.ts';
import { slugify } from './catalog/slug.ts';

/**
 * Generated demo posts so that every blog list has several pages: topics crossed with angles, in
 * Russian and Ukrainian, each with a full set of content blocks. Deterministic for a given index.
 */

interface Phrase {
  ru: string;
  uk: string;
}

export interface GeneratedPost {
  kind: NewsKind;
  slug: string;
  categorySlug: string;
  titleRu: string;
  titleUk: string;
  excerptRu: string;
  excerptUk: string;
  blocksRu: ContentBlock[];
  blocksUk: ContentBlock[];
  video: { url: string; type: 'youtube_normal' | 'youtube_shorts' } | null;
}

export interface SeedCategory {
  kind: NewsKind;
  slug: string;
  titleRu: string;
  titleUk: string;
}

export const CATEGORIES: SeedCategory[] = [
  { kind: 'news', slug: 'novosti-magazina', titleRu: 'Новости магазина', titleUk: 'Новини магазину' },
  { kind: 'news', slug: 'akcii', titleRu: 'Акции', titleUk: 'Акції' },
  { kind: 'news', slug: 'meropriyatiya', titleRu: 'Мероприятия', titleUk: 'Події' },
  { kind: 'interesting', slug: 'uhod-za-licom', titleRu: 'Уход за лицом', titleUk: 'Догляд за обличчям' },
  { kind: 'interesting', slug: 'ingredienty', titleRu: 'Ингредиенты', titleUk: 'Інгредієнти' },
  { kind: 'interesting', slug: 'procedury', titleRu: 'Процедуры', titleUk: 'Процедури' },
  { kind: 'videos', slug: 'obzory', titleRu: 'Обзоры', titleUk: 'Огляди' },
  { kind: 'videos', slug: 'domashnij-uhod', titleRu: 'Домашний уход', titleUk: 'Домашній догляд' },
  { kind: 'master-classes', slug: 'apparatnye-procedury', titleRu: 'Аппаратные процедуры', titleUk: 'Апаратні процедури' },
  { kind: 'master-classes', slug: 'massazh', titleRu: 'Массаж', titleUk: 'Масаж' },
  { kind: 'master-classes', slug: 'pilingi', titleRu: 'Пилинги', titleUk: 'Пілінги' },
];

/** Subjects shared by every kind; each kind phrases them its own way. */
const SUBJECTS: (Phrase & { slug: string })[] = [
  { slug: 'uvlazhnenie', ru: 'увлажнение сухой кожи', uk: 'зволоження сухої шкіри' },
  { slug: 'zhirnaya-kozha', ru: 'уход за жирной кожей', uk: 'догляд за жирною шкірою' },
  { slug: 'pigmentaciya', ru: 'борьба с пигментацией', uk: 'боротьба з пігментацією' },
  { slug: 'akne', ru: 'уход при акне', uk: 'догляд при акне' },
  { slug: 'kuperoz', ru: 'уход при куперозе', uk: 'догляд при куперозі' },
  { slug: 'retinol', ru: 'ретинол в домашнем уходе', uk: 'ретинол у домашньому догляді' },
  { slug: 'vitamin-c', ru: 'витамин C для сияния кожи', uk: 'вітамін C для сяйва шкіри' },
  { slug: 'spf', ru: 'солнцезащитные средства', uk: 'сонцезахисні засоби' },
  { slug: 'chuvstvitelnaya-kozha', ru: 'уход за чувствительной кожей', uk: 'догляд за чутливою шкірою' },
  { slug: 'vozrastnaya-kozha', ru: 'уход за зрелой кожей', uk: 'догляд за зрілою шкірою' },
  { slug: 'ochishchenie', ru: 'двухэтапное очищение', uk: 'двоетапне очищення' },
  { slug: 'maski', ru: 'профессиональные маски', uk: 'професійні маски' },
  { slug: 'kislotnye-pilingi', ru: 'кислотные пилинги', uk: 'кислотні пілінги' },
  { slug: 'zona-vokrug-glaz', ru: 'уход за зоной вокруг глаз', uk: 'догляд за зоною навколо очей' },
  { slug: 'kozha-tela', ru: 'уход за кожей тела', uk: 'догляд за шкірою тіла' },
  { slug: 'mezoterapiya', ru: 'мезотерапия', uk: 'мезотерапія' },
];

interface KindWording {
  angles: Array<{ slug: string; ru: (s: string) => string; uk: (s: string) => string }>;
  excerpt: { ru: (s: string) => string; uk: (s: string) => string };
  categories: string[];
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const WORDING: Record<NewsKind, KindWording> = {
  news: {
    angles: [
      { slug: 'novinki', ru: (s) => `Новинки месяца: ${s}`, uk: (s) => `Новинки місяця: ${s}` },
      { slug: 'skidki', ru: (s) => `Скидки недели — ${s}`, uk: (s) => `Знижки тижня — ${s}` },
      { slug: 'seminar', ru: (s) => `Открытый семинар: ${s}`, uk: (s) => `Відкритий семінар: ${s}` },
    ],
    excerpt: {
      ru: (s) => `Коротко о главном: что нового в разделе «${s}» и как этим воспользоваться.`,
      uk: (s) => `Коротко про головне: що нового в розділі «${s}» і як цим скористатися.`,
    },
    categories: ['novosti-magazina', 'akcii', 'meropriyatiya'],
  },
  interesting: {
    angles: [
      { slug: 'gid', ru: (s) => `Гид для начинающих: ${s}`, uk: (s) => `Гід для початківців: ${s}` },
      { slug: 'oshibki', ru: (s) => `Пять ошибок, которые мешают: ${s}`, uk: (s) => `П’ять помилок, які заважають: ${s}` },
      { slug: 'mify', ru: (s) => `Мифы и факты: ${s}`, uk: (s) => `Міфи та факти: ${s}` },
    ],
    excerpt: {
      ru: (s) => `Косметолог объясняет, с чего начать ${s} и каких результатов ждать.`,
      uk: (s) => `Косметолог пояснює, з чого почати ${s} і яких результатів чекати.`,
    },
    categories: ['uhod-za-licom', 'ingredienty', 'procedury'],
  },
  videos: {
    angles: [
      { slug: 'obzor', ru: (s) => `Видеообзор: ${s}`, uk: (s) => `Відеоогляд: ${s}` },
      { slug: 'za-5-minut', ru: (s) => `За пять минут: ${s}`, uk: (s) => `За п’ять хвилин: ${s}` },
    ],
    excerpt: {
      ru: (s) => `Показываем на видео: ${s} шаг за шагом.`,
      uk: (s) => `Показуємо на відео: ${s} крок за кроком.`,
    },
    categories: ['obzory', 'domashnij-uhod'],
  },
  'master-classes': {
    angles: [
      { slug: 'protokol', ru: (s) => `Мастер-класс: протокол «${s}»`, uk: (s) => `Майстер-клас: протокол «${s}»` },
      { slug: 'kabinet', ru: (s) => `В кабинете косметолога: ${s}`, uk: (s) => `У кабінеті косметолога: ${s}` },
    ],
    excerpt: {
      ru: (s) => `Тренер бренда разбирает ${s}: показания, этапы и домашний уход после процедуры.`,
      uk: (s) => `Тренер бренду розбирає ${s}: показання, етапи та домашній догляд після процедури.`,
    },
    categories: ['apparatnye-procedury', 'massazh', 'pilingi'],
  },
};

/** Demo YouTube video ids used by the seeded video posts. */
const VIDEO_IDS = ['M7lc1UVf-VE', 'aqz-KE-bpKQ', 'ScMzIvxBSi4', 'LXb3EKWsInQ', 'jNQXAC9IVRw', 'kJQP7kiw5Fk'];

export type PictureOf = (index: number) => { url: string; width: number; height: number; widths: number[]; color: string };

function paragraph(lang: 'ru' | 'uk', subject: string, n: number): string {
  const ru = [
    `Когда речь идёт о теме «${subject}», важнее всего регулярность: курс из нескольких процедур и последовательный домашний уход дают больше, чем одно сильное средство.`,
    `Начинайте с мягких концентраций и наблюдайте за реакцией кожи две-три недели. Если появилась стянутость или покраснение, сделайте паузу и усильте увлажнение.`,
    `Профессиональные средства отличаются от массовых концентрацией активов и продуманной формулой: поэтому косметологи подбирают их под конкретную задачу.`,
  ];
  const uk = [
    `Коли йдеться про тему «${subject}», найважливіша регулярність: курс із кількох процедур і послідовний домашній догляд дають більше, ніж один сильний засіб.`,
    `Починайте з м’яких концентрацій і спостерігайте за реакцією шкіри два-три тижні. Якщо з’явилася стягнутість або почервоніння, зробіть паузу й посильте зволоження.`,
    `Професійні засоби відрізняються від масових концентрацією активів і продуманою формулою: тому косметологи підбирають їх під конкретне завдання.`,
  ];
  return (lang === 'ru' ? ru : uk)[n % 3];
}

function blocksFor(
  lang: 'ru' | 'uk',
  subject: string,
  index: number,
  picture: PictureOf,
  productIds: number[],
  video: GeneratedPost['video'],
): ContentBlock[] {
  const ru = lang === 'ru';
  const products = productIds.length ? [productIds[index % productIds.length], productIds[(index * 7 + 3) % productIds.length]] : [];
  const blocks: ContentBlock[] = [];
  if (video) blocks.push({ type: 'block_with_video', title: null, video, poster: picture(index) });
  blocks.push(
    { type: 'description', html: `<p>${paragraph(lang, subject, index)}</p><p>${paragraph(lang, subject, index + 1)}</p>` },
    { type: 'content_title', title: ru ? 'С чего начать' : 'З чого почати' },
    { type: 'image_right', image: picture(index + 1), title: null, html: `<p>${paragraph(lang, subject, index + 2)}</p>` },
    {
      type: 'title_with_description',
      title: ru ? 'Что говорят косметологи' : 'Що кажуть косметологи',
      html: `<ul><li>${ru ? 'Проведите тест на чувствительность' : 'Проведіть тест на чутливість'}</li><li>${ru ? 'Не совмещайте сильные активы в один вечер' : 'Не поєднуйте сильні активи в один вечір'}</li><li>${ru ? 'Днём всегда используйте SPF' : 'Удень завжди використовуйте SPF'}</li></ul>`,
    },
    {
      type: 'phrase',
      text: ru ? 'Хороший уход — это система, а не одно волшебное средство.' : 'Добрий догляд — це система, а не один чарівний засіб.',
      author: ru ? 'Ирина Коваленко, косметолог' : 'Ірина Коваленко, косметолог',
    },
  );
  for (const [n, title] of (ru ? ['Утро', 'Вечер', 'Раз в неделю'] : ['Ранок', 'Вечір', 'Раз на тиждень']).entries()) {
    blocks.push({ type: 'column_block', image: null, title, html: `<p>${paragraph(lang, subject, index + n)}</p>` });
  }
  for (const productId of products) blocks.push({ type: 'product', productId });
  blocks.push(
    { type: 'image_left', image: picture(index + 2), title: ru ? 'Домашний уход' : 'Домашній догляд', html: `<p>${paragraph(lang, subject, index + 1)}</p>` },
    {
      type: 'title_with_center_description',
      title: ru ? 'Итог' : 'Підсумок',
      html: `<p>${ru ? 'Подбирайте средства под задачу кожи и не бойтесь спрашивать совета у специалиста.' : 'Добирайте засоби під завдання шкіри й не бійтеся питати поради у фахівця.'}</p>`,
    },
    {
      type: 'block_with_image_with_button',
      image: picture(index + 3),
      title: ru ? 'Подберите уход за пару минут' : 'Підберіть догляд за кілька хвилин',
      text: ru ? 'Ответьте на несколько вопросов о коже — покажем подходящие средства.' : 'Дайте відповідь на кілька запитань про шкіру — покажемо відповідні засоби.',
      button: { label: ru ? 'Подобрать' : 'Підібрати', link: '/podbor-kosmetiki/' },
    },
    { type: 'block_with_image', image: picture(index + 4), caption: null },
  );
  return blocks;
}

/** `count` posts of one kind, with slugs that do not clash with the hand-written ones. */
export function generatePosts(kind: NewsKind, count: number, picture: PictureOf, productIds: number[]): GeneratedPost[] {
  const wording = WORDING[kind];
  const posts: GeneratedPost[] = [];
  for (let i = 0; i < count; i++) {
    const subject = SUBJECTS[i % SUBJECTS.length];
    const angle = wording.angles[Math.floor(i / SUBJECTS.length) % wording.angles.length];
    const video = kind === 'videos' || kind === 'master-classes'
      ? { url: `https://www.youtube.com/watch?v=${VIDEO_IDS[i % VIDEO_IDS.length]}`, type: i % 5 === 4 ? ('youtube_shorts' as const) : ('youtube_normal' as const) }
      : null;
    posts.push({
      kind,
      slug: slugify(`${angle.slug}-${subject.slug}`),
      categorySlug: wording.categories[i % wording.categories.length],
      titleRu: cap(angle.ru(subject.ru)),
      titleUk: cap(angle.uk(subject.uk)),
      excerptRu: wording.excerpt.ru(subject.ru),
      excerptUk: wording.excerpt.uk(subject.uk),
      blocksRu: blocksFor('ru', subject.ru, i, picture, productIds, video),
      blocksUk: blocksFor('uk', subject.uk, i, picture, productIds, video),
      video,
    });
  }
  return posts;
}
