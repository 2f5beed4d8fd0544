import { OUTLET_CATEGORY_ID, SEASONAL_HITS_CATEGORY_SLUG } from '@shop/contracts/constants';

/**
 * Catalogue categories with fixed ids, so that links and tests may name them. Products are linked to
 * leaf categories; a parent's page lists its children's products.
 */
export const CATEGORY = {
  face: 1,
  faceCleansing: 101,
  faceToning: 102,
  faceSerums: 103,
  faceCreams: 104,
  faceEyes: 105,
  faceLips: 106,
  body: 2,
  bodyHandsFeet: 201,
  hair: 3,
  peelings: 4,
  masks: 5,
  professional: 6,
  sun: 7,
  outlet: OUTLET_CATEGORY_ID,
  seasonalHits: 800,
} as const;

export type CategoryId = (typeof CATEGORY)[keyof typeof CATEGORY];

export interface CategorySeed {
  id: CategoryId;
  parentId: CategoryId | null;
  slug: string;
  titleRu: string;
  titleUk: string;
  sort: number;
}

export const CATEGORIES: CategorySeed[] = [
  { id: CATEGORY.face, parentId: null, slug: 'uhod-za-licom', titleRu: 'Уход за лицом', titleUk: 'Догляд за обличчям', sort: 10 },
  { id: CATEGORY.faceCleansing, parentId: CATEGORY.face, slug: 'ochishchenie', titleRu: 'Очищение', titleUk: 'Очищення', sort: 11 },
  { id: CATEGORY.faceToning, parentId: CATEGORY.face, slug: 'tonizirovanie', titleRu: 'Тонизирование', titleUk: 'Тонізування', sort: 12 },
  {
    id: CATEGORY.faceSerums,
    parentId: CATEGORY.face,
    slug: 'syvorotki-i-koncentraty',
    titleRu: 'Сыворотки и концентраты',
    titleUk: 'Сироватки та концентрати',
    sort: 13,
  },
  { id: CATEGORY.faceCreams, parentId: CATEGORY.face, slug: 'kremy-dlya-lica', titleRu: 'Кремы для лица', titleUk: 'Креми для обличчя', sort: 14 },
  {
    id: CATEGORY.faceEyes,
    parentId: CATEGORY.face,
    slug: 'uhod-za-kozhey-vokrug-glaz',
    titleRu: 'Уход за кожей вокруг глаз',
    titleUk: 'Догляд за шкірою навколо очей',
    sort: 15,
  },
  { id: CATEGORY.faceLips, parentId: CATEGORY.face, slug: 'uhod-za-gubami', titleRu: 'Уход за губами', titleUk: 'Догляд за губами', sort: 16 },
  { id: CATEGORY.masks, parentId: null, slug: 'maski', titleRu: 'Маски', titleUk: 'Маски', sort: 20 },
  { id: CATEGORY.peelings, parentId: null, slug: 'pilingi', titleRu: 'Пилинги и эксфолианты', titleUk: 'Пілінги та ексфоліанти', sort: 30 },
  { id: CATEGORY.sun, parentId: null, slug: 'solncezashchita', titleRu: 'Солнцезащита', titleUk: 'Сонцезахист', sort: 40 },
  { id: CATEGORY.body, parentId: null, slug: 'uhod-za-telom', titleRu: 'Уход за телом', titleUk: 'Догляд за тілом', sort: 50 },
  {
    id: CATEGORY.bodyHandsFeet,
    parentId: CATEGORY.body,
    slug: 'uhod-za-rukami-i-nogami',
    titleRu: 'Уход за руками и ногами',
    titleUk: 'Догляд за руками та ногами',
    sort: 51,
  },
  { id: CATEGORY.hair, parentId: null, slug: 'uhod-za-volosami', titleRu: 'Уход за волосами', titleUk: 'Догляд за волоссям', sort: 60 },
  {
    id: CATEGORY.professional,
    parentId: null,
    slug: 'professionalnaya-liniya',
    titleRu: 'Профессиональная (кабинетная) линия',
    titleUk: 'Професійна (кабінетна) лінія',
    sort: 70,
  },
  {
    id: CATEGORY.seasonalHits,
    parentId: null,
    slug: SEASONAL_HITS_CATEGORY_SLUG,
    titleRu: 'Сезонные хиты',
    titleUk: 'Сезонні хіти',
    sort: 80,
  },
  { id: CATEGORY.outlet, parentId: null, slug: 'outlet', titleRu: 'Аутлет', titleUk: 'Аутлет', sort: 90 },
];
