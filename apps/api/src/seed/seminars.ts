import { asc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { brands } from '../db/schema/catalog.ts';
import { seminars } from '../db/schema/seminars.ts';

/**
 * Twenty demo seminars (issue 30) in Ukrainian towns and online, over the past and the coming three
 * months counted from the seed's "now": most free with limited seats, some paid (a ticket), some past
 * ones with their recording. The first coming free seminar in Kyiv has few seats, so a full one can be
 * shown.
 */

const CITIES = {
  kyiv: { ru: 'Киев', uk: 'Київ', placeRu: 'ул. Крещатик, 22, учебный центр', placeUk: 'вул. Хрещатик, 22, навчальний центр' },
  lviv: { ru: 'Львов', uk: 'Львів', placeRu: 'пл. Рынок, 10, конференц-зал', placeUk: 'пл. Ринок, 10, конференц-зал' },
  odesa: { ru: 'Одесса', uk: 'Одеса', placeRu: 'ул. Дерибасовская, 5, студия', placeUk: 'вул. Дерибасівська, 5, студія' },
  kharkiv: { ru: 'Харьков', uk: 'Харків', placeRu: 'ул. Сумская, 35, салон-академия', placeUk: 'вул. Сумська, 35, салон-академія' },
  dnipro: { ru: 'Днепр', uk: 'Дніпро', placeRu: 'пр. Яворницкого, 60, зал 3', placeUk: 'пр. Яворницького, 60, зал 3' },
} as const;
type City = keyof typeof CITIES;

const SPEAKERS = {
  'iryna-kovalenko': { ru: 'Ирина Коваленко', uk: 'Ірина Коваленко' },
  'olena-melnyk': { ru: 'Елена Мельник', uk: 'Олена Мельник' },
  'natalia-shevchenko': { ru: 'Наталья Шевченко', uk: 'Наталія Шевченко' },
  'maryna-bondar': { ru: 'Марина Бондарь', uk: 'Марина Бондар' },
} as const;
type Speaker = keyof typeof SPEAKERS;

const TOPICS = [
  {
    ru: 'Химический пилинг: протоколы для чувствительной кожи',
    uk: 'Хімічний пілінг: протоколи для чутливої шкіри',
    dRu: 'Разбираем выбор кислот и концентраций, подготовку кожи и уход после процедуры. Практика на моделях, разбор типичных ошибок и осложнений.',
    dUk: 'Розбираємо вибір кислот і концентрацій, підготовку шкіри та догляд після процедури. Практика на моделях, розбір типових помилок і ускладнень.',
  },
  {
    ru: 'Уход при акне: от консультации до домашнего ухода',
    uk: 'Догляд при акне: від консультації до домашнього догляду',
    dRu: 'Как собрать курс процедур и подобрать домашний уход клиенту с акне. Активные компоненты, совместимость и сроки результата.',
    dUk: 'Як скласти курс процедур і підібрати домашній догляд клієнту з акне. Активні компоненти, сумісність і терміни результату.',
  },
  {
    ru: 'Мезотерапия и коктейли: что работает на практике',
    uk: 'Мезотерапія та коктейлі: що працює на практиці',
    dRu: 'Показания и противопоказания, составы коктейлей, техника введения. Демонстрация процедуры и ответы на вопросы.',
    dUk: 'Показання та протипоказання, склади коктейлів, техніка введення. Демонстрація процедури та відповіді на запитання.',
  },
  {
    ru: 'Антивозрастной уход: ретиноиды, пептиды и SPF',
    uk: 'Антивіковий догляд: ретиноїди, пептиди та SPF',
    dRu: 'Как строить антивозрастную программу в кабинете и дома. Ретиноиды без раздражения, пептидные комплексы и защита от солнца круглый год.',
    dUk: 'Як будувати антивікову програму в кабінеті та вдома. Ретиноїди без подразнення, пептидні комплекси та захист від сонця цілий рік.',
  },
  {
    ru: 'Профессиональный массаж лица: скульптурная техника',
    uk: 'Професійний масаж обличчя: скульптурна техніка',
    dRu: 'Анатомия мимических мышц, последовательность движений, сочетание с уходовыми средствами. Отработка техники в парах.',
    dUk: 'Анатомія мімічних м’язів, послідовність рухів, поєднання з доглядовими засобами. Відпрацювання техніки в парах.',
  },
  {
    ru: 'Пигментация: диагностика и схемы осветления',
    uk: 'Пігментація: діагностика та схеми освітлення',
    dRu: 'Виды гиперпигментации, подбор осветляющих средств и процедур, сезонность и профилактика рецидивов.',
    dUk: 'Види гіперпігментації, підбір освітлювальних засобів і процедур, сезонність і профілактика рецидивів.',
  },
] as const;

/** [topic, city or online, speaker, days from now, hours long, price ₴, seats, seats taken, recorded] */
const PLAN: Array<[number, City | null, Speaker, number, number, number, number, number, boolean]> = [
  [0, 'kyiv', 'iryna-kovalenko', 5, 4, 0, 3, 2, false],
  [1, null, 'olena-melnyk', 8, 2, 0, 100, 37, false],
  [2, 'lviv', 'natalia-shevchenko', 12, 6, 1500, 20, 8, false],
  [3, 'odesa', 'maryna-bondar', 17, 4, 0, 25, 11, false],
  [4, 'kharkiv', 'iryna-kovalenko', 23, 5, 0, 15, 4, false],
  [5, null, 'natalia-shevchenko', 29, 2, 0, 200, 58, false],
  [0, 'dnipro', 'olena-melnyk', 36, 4, 1200, 18, 3, false],
  [1, 'kyiv', 'maryna-bondar', 44, 4, 0, 30, 6, false],
  [3, null, 'iryna-kovalenko', 52, 2, 800, 150, 12, false],
  [2, 'odesa', 'natalia-shevchenko', 61, 6, 0, 20, 0, false],
  [4, 'lviv', 'olena-melnyk', 74, 5, 0, 16, 0, false],
  [5, 'kyiv', 'maryna-bondar', 86, 4, 2000, 24, 1, false],
  [3, null, 'olena-melnyk', -6, 2, 0, 120, 96, true],
  [0, 'kyiv', 'natalia-shevchenko', -13, 4, 0, 25, 25, false],
  [1, 'lviv', 'iryna-kovalenko', -21, 4, 900, 20, 18, false],
  [2, null, 'maryna-bondar', -34, 2, 0, 150, 140, true],
  [4, 'odesa', 'olena-melnyk', -47, 5, 0, 15, 15, false],
  [5, 'kharkiv', 'natalia-shevchenko', -58, 4, 0, 20, 17, false],
  [3, 'dnipro', 'iryna-kovalenko', -72, 4, 1100, 18, 18, false],
  [0, null, 'olena-melnyk', -85, 2, 0, 200, 163, true],
];

const VIDEOS = ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'https://www.youtube.com/watch?v=ScMzIvxBSi4', 'https://www.youtube.com/watch?v=ysz5S6PUM-U'];

/** A day `days` from `now` at 10:00 Kyiv time (07:00 or 08:00 UTC; 08:00 UTC is close enough for a demo). */
function dayAt(now: Date, days: number): Date {
  const d = new Date(now.getTime() + days * 86_400_000);
  d.setUTCHours(8, 0, 0, 0);
  return d;
}

export async function seedSeminars(db: Db, now = new Date()): Promise<void> {
  const brandRows = await db.select({ id: brands.id }).from(brands).orderBy(asc(brands.sort), asc(brands.id)).limit(4);
  let video = 0;
  await db.insert(seminars).values(
    PLAN.map(([topic, city, speaker, days, hours, price, seats, taken, recorded], i) => {
      const t = TOPICS[topic];
      const startsAt = dayAt(now, days);
      const place = city ? CITIES[city] : null;
      return {
        titleRu: t.ru,
        titleUk: t.uk,
        descriptionRu: t.dRu,
        descriptionUk: t.dUk,
        format: city ? ('offline' as const) : ('online' as const),
        citySlug: city,
        cityRu: place?.ru ?? null,
        cityUk: place?.uk ?? null,
        placeRu: place?.placeRu ?? null,
        placeUk: place?.placeUk ?? null,
        brandId: brandRows.length ? brandRows[i % brandRows.length].id : null,
        speakerSlug: speaker,
        speakerRu: SPEAKERS[speaker].ru,
        speakerUk: SPEAKERS[speaker].uk,
        startsAt,
        endsAt: new Date(startsAt.getTime() + hours * 3_600_000),
        price,
        seats,
        seatsTaken: taken,
        videoUrl: recorded ? VIDEOS[video++ % VIDEOS.length] : null,
      };
    }),
  );
}
