/** Tags (grouped under a category slug: the page is /{category}/{tag}/) and selection attributes. */

export interface TagSeed {
  categorySlug: string;
  slug: string;
  titleRu: string;
  titleUk: string;
}

export const TAG_GROUP = { problem: 'problema', component: 'aktivnye-komponenty', feature: 'osobennosti' } as const;

export const TAGS: TagSeed[] = [
  { categorySlug: TAG_GROUP.problem, slug: 'akne', titleRu: 'Акне', titleUk: 'Акне' },
  { categorySlug: TAG_GROUP.problem, slug: 'postakne', titleRu: 'Постакне', titleUk: 'Постакне' },
  { categorySlug: TAG_GROUP.problem, slug: 'rasshirennye-pory', titleRu: 'Расширенные поры', titleUk: 'Розширені пори' },
  { categorySlug: TAG_GROUP.problem, slug: 'pigmentaciya', titleRu: 'Пигментация', titleUk: 'Пігментація' },
  { categorySlug: TAG_GROUP.problem, slug: 'morshchiny', titleRu: 'Морщины', titleUk: 'Зморшки' },
  { categorySlug: TAG_GROUP.problem, slug: 'poterya-uprugosti', titleRu: 'Потеря упругости', titleUk: 'Втрата пружності' },
  { categorySlug: TAG_GROUP.problem, slug: 'obezvozhennost', titleRu: 'Обезвоженность', titleUk: 'Зневодненість' },
  { categorySlug: TAG_GROUP.problem, slug: 'kuperoz', titleRu: 'Купероз и покраснения', titleUk: 'Купероз і почервоніння' },
  { categorySlug: TAG_GROUP.problem, slug: 'tusklyy-cvet-lica', titleRu: 'Тусклый цвет лица', titleUk: 'Тьмяний колір обличчя' },
  { categorySlug: TAG_GROUP.problem, slug: 'cellyulit', titleRu: 'Целлюлит', titleUk: 'Целюліт' },
  { categorySlug: TAG_GROUP.problem, slug: 'vypadenie-volos', titleRu: 'Выпадение волос', titleUk: 'Випадіння волосся' },
  { categorySlug: TAG_GROUP.problem, slug: 'perhot', titleRu: 'Перхоть', titleUk: 'Лупа' },
  { categorySlug: TAG_GROUP.component, slug: 'kisloty', titleRu: 'Кислоты', titleUk: 'Кислоти' },
  { categorySlug: TAG_GROUP.component, slug: 'retinoidy', titleRu: 'Ретиноиды', titleUk: 'Ретиноїди' },
  { categorySlug: TAG_GROUP.component, slug: 'peptidy', titleRu: 'Пептиды', titleUk: 'Пептиди' },
  { categorySlug: TAG_GROUP.component, slug: 'vitamin-c', titleRu: 'Витамин C', titleUk: 'Вітамін C' },
  { categorySlug: TAG_GROUP.component, slug: 'gialuronovaya-kislota', titleRu: 'Гиалуроновая кислота', titleUk: 'Гіалуронова кислота' },
  { categorySlug: TAG_GROUP.component, slug: 'ceramidy', titleRu: 'Церамиды', titleUk: 'Цераміди' },
  { categorySlug: TAG_GROUP.component, slug: 'niacinamid', titleRu: 'Ниацинамид', titleUk: 'Ніацинамід' },
  { categorySlug: TAG_GROUP.component, slug: 'enzimy', titleRu: 'Энзимы', titleUk: 'Ензими' },
  { categorySlug: TAG_GROUP.feature, slug: 'bez-otdushki', titleRu: 'Без отдушки', titleUk: 'Без віддушки' },
  { categorySlug: TAG_GROUP.feature, slug: 'dlya-kabineta', titleRu: 'Для кабинета', titleUk: 'Для кабінету' },
  { categorySlug: TAG_GROUP.feature, slug: 'domashniy-uhod', titleRu: 'Домашний уход', titleUk: 'Домашній догляд' },
];

/** Component tags follow the product's INCI list: a product carries the tag when it holds any of these. */
export const COMPONENT_TAG_INCI: Record<string, string[]> = {
  kisloty: [
    'Glycolic Acid',
    'Lactic Acid',
    'Mandelic Acid',
    'Salicylic Acid',
    'Azelaic Acid',
    'Pyruvic Acid',
    'Malic Acid',
    'Tartaric Acid',
    'Gluconolactone',
    'Lactobionic Acid',
    'Phytic Acid',
  ],
  retinoidy: ['Retinol', 'Retinyl Palmitate', 'Hydroxypinacolone Retinoate'],
  peptidy: [
    'Palmitoyl Tripeptide-1',
    'Palmitoyl Tetrapeptide-7',
    'Palmitoyl Pentapeptide-4',
    'Acetyl Hexapeptide-8',
    'Acetyl Tetrapeptide-5',
    'Copper Tripeptide-1',
  ],
  'vitamin-c': [
    'Ascorbic Acid',
    'Ascorbyl Glucoside',
    '3-O-Ethyl Ascorbic Acid',
    'Sodium Ascorbyl Phosphate',
    'Tetrahexyldecyl Ascorbate',
  ],
  'gialuronovaya-kislota': ['Sodium Hyaluronate', 'Hydrolyzed Hyaluronic Acid', 'Sodium Hyaluronate Crosspolymer'],
  ceramidy: ['Ceramide NP', 'Ceramide AP', 'Ceramide EOP'],
  niacinamid: ['Niacinamide'],
  enzimy: ['Papain', 'Bromelain', 'Subtilisin'],
};

export interface AttributeSeed {
  slug: string;
  titleRu: string;
  titleUk: string;
  values: {
    slug: string;
    titleRu: string;
    titleUk: string;
    /** "for … skin" in the genitive, used in product texts (skin types only). */
    forRu?: string;
    forUk?: string;
  }[];
}

export const ATTRIBUTES: AttributeSeed[] = [
  {
    slug: 'skin-type',
    titleRu: 'Тип кожи',
    titleUk: 'Тип шкіри',
    values: [
      { slug: 'normal', titleRu: 'Нормальная', titleUk: 'Нормальна', forRu: 'нормальной', forUk: 'нормальної' },
      { slug: 'dry', titleRu: 'Сухая', titleUk: 'Суха', forRu: 'сухой', forUk: 'сухої' },
      { slug: 'oily', titleRu: 'Жирная', titleUk: 'Жирна', forRu: 'жирной', forUk: 'жирної' },
      { slug: 'combination', titleRu: 'Комбинированная', titleUk: 'Комбінована', forRu: 'комбинированной', forUk: 'комбінованої' },
      { slug: 'sensitive', titleRu: 'Чувствительная', titleUk: 'Чутлива', forRu: 'чувствительной', forUk: 'чутливої' },
      { slug: 'problem', titleRu: 'Проблемная', titleUk: 'Проблемна', forRu: 'проблемной', forUk: 'проблемної' },
    ],
  },
  {
    slug: 'purpose',
    titleRu: 'Назначение',
    titleUk: 'Призначення',
    values: [
      { slug: 'cleansing', titleRu: 'Очищение', titleUk: 'Очищення' },
      { slug: 'moisturising', titleRu: 'Увлажнение', titleUk: 'Зволоження' },
      { slug: 'nourishing', titleRu: 'Питание', titleUk: 'Живлення' },
      { slug: 'soothing', titleRu: 'Успокоение', titleUk: 'Заспокоєння' },
      { slug: 'anti-age', titleRu: 'Антивозрастной уход', titleUk: 'Антивіковий догляд' },
      { slug: 'lifting', titleRu: 'Лифтинг', titleUk: 'Ліфтинг' },
      { slug: 'whitening', titleRu: 'Осветление', titleUk: 'Освітлення' },
      { slug: 'anti-acne', titleRu: 'Против акне', titleUk: 'Проти акне' },
      { slug: 'peeling', titleRu: 'Пилинг и отшелушивание', titleUk: 'Пілінг і відлущення' },
      { slug: 'sun-protection', titleRu: 'Защита от солнца', titleUk: 'Захист від сонця' },
      { slug: 'body-shaping', titleRu: 'Коррекция фигуры', titleUk: 'Корекція фігури' },
      { slug: 'hair-care', titleRu: 'Уход за волосами', titleUk: 'Догляд за волоссям' },
    ],
  },
  {
    slug: 'age',
    titleRu: 'Возраст',
    titleUk: 'Вік',
    values: [
      { slug: 'do-25', titleRu: 'До 25 лет', titleUk: 'До 25 років' },
      { slug: '25-plus', titleRu: '25+', titleUk: '25+' },
      { slug: '35-plus', titleRu: '35+', titleUk: '35+' },
      { slug: '45-plus', titleRu: '45+', titleUk: '45+' },
    ],
  },
  {
    slug: 'zone',
    titleRu: 'Зона применения',
    titleUk: 'Зона застосування',
    values: [
      { slug: 'face', titleRu: 'Лицо', titleUk: 'Обличчя' },
      { slug: 'eyes', titleRu: 'Кожа вокруг глаз', titleUk: 'Шкіра навколо очей' },
      { slug: 'lips', titleRu: 'Губы', titleUk: 'Губи' },
      { slug: 'body', titleRu: 'Тело', titleUk: 'Тіло' },
      { slug: 'hands', titleRu: 'Руки', titleUk: 'Руки' },
      { slug: 'feet', titleRu: 'Стопы', titleUk: 'Стопи' },
      { slug: 'hair', titleRu: 'Волосы и кожа головы', titleUk: 'Волосся та шкіра голови' },
    ],
  },
];

export type SkinType = 'normal' | 'dry' | 'oily' | 'combination' | 'sensitive' | 'problem';
export type Purpose =
  | 'cleansing'
  | 'moisturising'
  | 'nourishing'
  | 'soothing'
  | 'anti-age'
  | 'lifting'
  | 'whitening'
  | 'anti-acne'
  | 'peeling'
  | 'sun-protection'
  | 'body-shaping'
  | 'hair-care';
export type AgeGroup = 'do-25' | '25-plus' | '35-plus' | '45-plus';
export type Zone = 'face' | 'eyes' | 'lips' | 'body' | 'hands' | 'feet' | 'hair';
