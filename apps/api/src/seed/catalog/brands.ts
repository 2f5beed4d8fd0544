import type { FocusKey } from './focuses.ts';
import { slugify } from './slug.ts';

/** Fictional professional brands. `country` is stored as an ISO 3166 code (the column is not localised). */
export interface BrandSeed {
  slug: string;
  title: string;
  /** Article prefix of the brand's variants, e.g. `AQ-10042-50`. */
  prefix: string;
  country: string;
  countryRu: string;
  countryUk: string;
  /** Retail price factor of the brand against the catalogue average. */
  priceFactor: number;
  /** Packaging colours: main, light, accent (hex). */
  palette: [string, string, string];
  descriptionRu: string;
  descriptionUk: string;
}

export const BRANDS: BrandSeed[] = [
  {
    slug: 'aqualis-professional',
    title: 'Aqualis Professional',
    prefix: 'AQ',
    country: 'FR',
    countryRu: 'Франция',
    countryUk: 'Франція',
    priceFactor: 1.1,
    palette: ['#2f6f9f', '#9cc7e6', '#0f3d5e'],
    descriptionRu:
      '<p>Aqualis Professional — французская лаборатория, которая с 1998 года создаёт средства для косметологических кабинетов и спа-салонов. В основе формул — термальная вода, биомиметические липиды и мягкие кислоты.</p><p>Бренд выпускает кабинетные протоколы и линии домашнего ухода, которые продолжают действие процедур.</p>',
    descriptionUk:
      '<p>Aqualis Professional — французька лабораторія, яка з 1998 року створює засоби для косметологічних кабінетів і спа-салонів. В основі формул — термальна вода, біоміметичні ліпіди та м’які кислоти.</p><p>Бренд випускає кабінетні протоколи й лінії домашнього догляду, які продовжують дію процедур.</p>',
  },
  {
    slug: 'dermaveda',
    title: 'Dermaveda',
    prefix: 'DV',
    country: 'IL',
    countryRu: 'Израиль',
    countryUk: 'Ізраїль',
    priceFactor: 1,
    palette: ['#3d7a5a', '#a8d5ba', '#1f4a33'],
    descriptionRu:
      '<p>Dermaveda — израильский бренд профессиональной косметики, объединяющий минералы Мёртвого моря, растительные экстракты и дерматологические активы.</p><p>Специализация бренда — уход за проблемной и жирной кожей, детокс-программы и уход за телом.</p>',
    descriptionUk:
      '<p>Dermaveda — ізраїльський бренд професійної косметики, що поєднує мінерали Мертвого моря, рослинні екстракти та дерматологічні активи.</p><p>Спеціалізація бренду — догляд за проблемною та жирною шкірою, детокс-програми й догляд за тілом.</p>',
  },
  {
    slug: 'cellanova',
    title: 'Cellanova',
    prefix: 'CN',
    country: 'CH',
    countryRu: 'Швейцария',
    countryUk: 'Швейцарія',
    priceFactor: 1.35,
    palette: ['#a8874e', '#e6d9bf', '#5e4a26'],
    descriptionRu:
      '<p>Cellanova — швейцарская марка антивозрастной косметики премиум-класса. Пептиды, стабильные формы витамина C и ретиноиды в точно выверенных концентрациях.</p><p>Каждая формула проходит клинические испытания под контролем дерматологов.</p>',
    descriptionUk:
      '<p>Cellanova — швейцарська марка антивікової косметики преміум-класу. Пептиди, стабільні форми вітаміну C та ретиноїди в точно вивірених концентраціях.</p><p>Кожна формула проходить клінічні випробування під контролем дерматологів.</p>',
  },
  {
    slug: 'nordskin',
    title: 'Nordskin',
    prefix: 'NS',
    country: 'SE',
    countryRu: 'Швеция',
    countryUk: 'Швеція',
    priceFactor: 1.05,
    palette: ['#56687a', '#c5d2de', '#27384a'],
    descriptionRu:
      '<p>Nordskin — шведский бренд минималистичного ухода для чувствительной и обезвоженной кожи. Короткие составы без отдушек, арктические растительные экстракты и церамиды.</p><p>Средства созданы для северного климата с резкими перепадами температуры и сухим воздухом.</p>',
    descriptionUk:
      '<p>Nordskin — шведський бренд мінімалістичного догляду для чутливої та зневодненої шкіри. Короткі склади без віддушок, арктичні рослинні екстракти та цераміди.</p><p>Засоби створені для північного клімату з різкими перепадами температури й сухим повітрям.</p>',
  },
  {
    slug: 'verdelia',
    title: 'Verdelia',
    prefix: 'VD',
    country: 'IT',
    countryRu: 'Италия',
    countryUk: 'Італія',
    priceFactor: 0.95,
    palette: ['#b3634a', '#f0c8b6', '#6e3323'],
    descriptionRu:
      '<p>Verdelia — итальянская компания из Тосканы, производящая средства для тела, волос и солнцезащиты. Средиземноморские масла, глины и растительные экстракты.</p><p>Бренд поставляет профессиональные программы для spa и массажных кабинетов.</p>',
    descriptionUk:
      '<p>Verdelia — італійська компанія з Тоскани, що виробляє засоби для тіла, волосся та сонцезахисту. Середземноморські олії, глини та рослинні екстракти.</p><p>Бренд постачає професійні програми для spa та масажних кабінетів.</p>',
  },
  {
    slug: 'kalina-pro',
    title: 'Kalina Pro',
    prefix: 'KP',
    country: 'UA',
    countryRu: 'Украина',
    countryUk: 'Україна',
    priceFactor: 0.85,
    palette: ['#a8323e', '#f2b8bd', '#5c1620'],
    descriptionRu:
      '<p>Kalina Pro — украинский производитель профессиональной косметики для косметологов. Пилинги, кабинетные маски и средства для аппаратных процедур выпускаются на собственном производстве под Киевом.</p><p>Бренд проводит обучение для специалистов и сопровождает каждую линию протоколами процедур.</p>',
    descriptionUk:
      '<p>Kalina Pro — український виробник професійної косметики для косметологів. Пілінги, кабінетні маски й засоби для апаратних процедур випускаються на власному виробництві під Києвом.</p><p>Бренд проводить навчання для фахівців і супроводжує кожну лінію протоколами процедур.</p>',
  },
  {
    slug: 'sora-derm',
    title: 'Sora Derm',
    prefix: 'SD',
    country: 'KR',
    countryRu: 'Южная Корея',
    countryUk: 'Південна Корея',
    priceFactor: 0.95,
    palette: ['#8a6fb0', '#d9cbed', '#4a3470'],
    descriptionRu:
      '<p>Sora Derm — корейская дерматологическая марка, соединяющая традиции многоэтапного ухода и современные биотехнологии: центелла, ферменты, пробиотики и церамиды.</p><p>Лёгкие текстуры и мягкие формулы подходят для ежедневного ухода и работы в кабинете.</p>',
    descriptionUk:
      '<p>Sora Derm — корейська дерматологічна марка, що поєднує традиції багатоетапного догляду та сучасні біотехнології: центела, ферменти, пробіотики й цераміди.</p><p>Легкі текстури та м’які формули підходять для щоденного догляду й роботи в кабінеті.</p>',
  },
];

export interface SeriesSeed {
  brand: number;
  title: string;
  slug: string;
  focus: FocusKey;
  inMenu: boolean;
  isCollection: boolean;
  /** Share of the catalogue, relative to the other series. */
  weight: number;
  shortRu: string;
  shortUk: string;
  /** An INCI name every product of the series contains (the series' signature ingredient). */
  signature: string | null;
}

type SeriesRow = [
  brand: string,
  title: string,
  focus: FocusKey,
  flags: '' | 'menu' | 'collection',
  shortRu: string,
  shortUk: string,
  signature?: string,
];

const SERIES_ROWS: SeriesRow[] = [
  ['aqualis-professional', 'Hydra Source', 'hydra', 'menu', 'Глубокое увлажнение гиалуроновой кислотой разной молекулярной массы.', 'Глибоке зволоження гіалуроновою кислотою різної молекулярної маси.', 'Sodium Hyaluronate'],
  ['aqualis-professional', 'Sensi Calm', 'calm', '', 'Мягкий уход для чувствительной и реактивной кожи.', 'М’який догляд для чутливої та реактивної шкіри.'],
  ['aqualis-professional', 'Aqua Peel', 'peel', '', 'Деликатное обновление кожи кислотами и энзимами.', 'Делікатне оновлення шкіри кислотами та ензимами.'],
  ['aqualis-professional', 'Sun Aqua', 'sun', '', 'Лёгкая солнцезащита с увлажняющим действием.', 'Легкий сонцезахист зі зволожувальною дією.'],
  ['dermaveda', 'Clear Skin', 'acne', 'menu', 'Комплексный уход за жирной и проблемной кожей.', 'Комплексний догляд за жирною та проблемною шкірою.'],
  ['dermaveda', 'Pure Detox', 'detox', '', 'Очищение пор и детокс с глинами и активированным углём.', 'Очищення пор і детокс із глинами та активованим вугіллям.'],
  ['dermaveda', 'Dead Sea Body', 'bodycare', '', 'Уход за телом с минералами Мёртвого моря.', 'Догляд за тілом із мінералами Мертвого моря.', 'Maris Sal'],
  ['dermaveda', 'Herbal Scalp', 'hair', '', 'Фитоуход за кожей головы и ослабленными волосами.', 'Фітодогляд за шкірою голови та ослабленим волоссям.'],
  ['cellanova', 'Cell Renew', 'antiage', 'menu', 'Клеточное обновление и коррекция морщин.', 'Клітинне оновлення та корекція зморшок.'],
  ['cellanova', 'Peptide Lift', 'lift', 'menu', 'Пептидный лифтинг и укрепление овала лица.', 'Пептидний ліфтинг і зміцнення овалу обличчя.'],
  ['cellanova', 'Vita C Radiance', 'vitc', '', 'Сияние и антиоксидантная защита со стабильным витамином C.', 'Сяяння та антиоксидантний захист зі стабільним вітаміном C.', 'Ascorbyl Glucoside'],
  ['cellanova', 'Gold Prestige', 'antiage', 'collection', 'Коллекция премиального ухода для зрелой кожи.', 'Колекція преміального догляду для зрілої шкіри.'],
  ['nordskin', 'Arctic Barrier', 'barrier', 'menu', 'Восстановление защитного барьера сухой кожи.', 'Відновлення захисного бар’єра сухої шкіри.'],
  ['nordskin', 'Nordic Hydra', 'hydra', '', 'Увлажнение без отдушек для обезвоженной кожи.', 'Зволоження без віддушок для зневодненої шкіри.'],
  ['nordskin', 'Polar Sun', 'sun', '', 'Минеральная солнцезащита для чувствительной кожи.', 'Мінеральний сонцезахист для чутливої шкіри.'],
  ['nordskin', 'Birch Care', 'bodycare', '', 'Нежный уход за кожей рук и тела с берёзовым соком.', 'Ніжний догляд за шкірою рук і тіла з березовим соком.', 'Betula Alba Juice'],
  ['verdelia', 'Body Sculpt', 'body', 'menu', 'Антицеллюлитная программа и моделирование силуэта.', 'Антицелюлітна програма та моделювання силуету.'],
  ['verdelia', 'Olivia Nutri', 'bodycare', '', 'Питание тела оливковым маслом и маслом ши.', 'Живлення тіла оливковою олією та маслом ші.', 'Olea Europaea Fruit Oil'],
  ['verdelia', 'Capelli Forte', 'hair', 'menu', 'Укрепление волос и уход за кожей головы.', 'Зміцнення волосся та догляд за шкірою голови.'],
  ['verdelia', 'Mediterranean Summer', 'sun', 'collection', 'Летняя коллекция для защиты от солнца и ухода после загара.', 'Літня колекція для захисту від сонця й догляду після засмаги.'],
  ['kalina-pro', 'Peel Expert', 'peel', 'menu', 'Профессиональные пилинги и подготовка кожи к ним.', 'Професійні пілінги та підготовка шкіри до них.'],
  ['kalina-pro', 'Cabinet Lift', 'lift', '', 'Кабинетные процедуры лифтинга и моделирования.', 'Кабінетні процедури ліфтингу та моделювання.'],
  ['kalina-pro', 'Bright Tone', 'bright', 'menu', 'Коррекция пигментации и выравнивание тона.', 'Корекція пігментації та вирівнювання тону.'],
  ['kalina-pro', 'Balance Pro', 'acne', '', 'Себорегуляция и уход за кожей с акне.', 'Себорегуляція та догляд за шкірою з акне.'],
  ['kalina-pro', 'Winter Care', 'barrier', 'collection', 'Зимняя коллекция для защиты кожи от мороза и ветра.', 'Зимова колекція для захисту шкіри від морозу та вітру.'],
  ['sora-derm', 'Cica Repair', 'calm', 'menu', 'Восстановление раздражённой кожи с центеллой азиатской.', 'Відновлення подразненої шкіри з центелою азійською.', 'Centella Asiatica Extract'],
  ['sora-derm', 'Snow Bright', 'bright', '', 'Осветление и ровный тон с ниацинамидом и арбутином.', 'Освітлення та рівний тон із ніацинамідом і арбутином.', 'Alpha-Arbutin'],
  ['sora-derm', 'Ceramide Moist', 'hydra', '', 'Многоуровневое увлажнение с церамидами и гиалуроновой кислотой.', 'Багаторівневе зволоження з церамідами та гіалуроновою кислотою.', 'Ceramide NP'],
  ['sora-derm', 'Retinol Night', 'antiage', '', 'Ночной антивозрастной уход с мягкими ретиноидами.', 'Нічний антивіковий догляд із м’якими ретиноїдами.', 'Hydroxypinacolone Retinoate'],
  ['sora-derm', 'Seoul Glow', 'vitc', 'collection', 'Коллекция для сияния кожи в корейском стиле.', 'Колекція для сяяння шкіри в корейському стилі.'],
];

export const SERIES: SeriesSeed[] = SERIES_ROWS.map(([brandSlug, title, focus, flags, shortRu, shortUk, signature]) => {
  const brand = BRANDS.findIndex((b) => b.slug === brandSlug);
  if (brand < 0) throw new Error(`Unknown brand ${brandSlug}`);
  return {
    brand,
    title,
    slug: slugify(title),
    focus,
    inMenu: flags === 'menu',
    isCollection: flags === 'collection',
    weight: flags === 'collection' ? 1 : flags === 'menu' ? 3 : 2,
    shortRu,
    shortUk,
    signature: signature ?? null,
  };
});
