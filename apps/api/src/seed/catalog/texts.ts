import type { BrandSeed, SeriesSeed } from './brands.ts';
import type { Focus, Formula } from './focuses.ts';
import type { IngredientSeed } from './ingredients.ts';
import type { ProductType, Unit } from './product-types.ts';
import type { Rng } from './random.ts';
import { ATTRIBUTES, type SkinType } from './taxonomy.ts';

/** The four stored tabs of a product page (description, structure, recommendation, additional), HTML. */
export interface ProductTexts {
  descriptionRu: string;
  descriptionUk: string;
  structureRu: string;
  structureUk: string;
  recommendationRu: string;
  recommendationUk: string;
  additionalRu: string;
  additionalUk: string;
}

export interface TextInput {
  type: ProductType;
  focus: Focus;
  /** The formula sentence; the product contains what it names. */
  formula: Formula;
  brand: BrandSeed;
  series: SeriesSeed;
  /** The product's INCI list in order. */
  ingredients: IngredientSeed[];
  /** Ingredients named in "key components", most important first. */
  keyIngredients: IngredientSeed[];
  skin: SkinType[];
  /** Variant labels, ascending. */
  volumesRu: string[];
  volumesUk: string[];
  /** A cabinet-only product. */
  pro: boolean;
  /** Sold, among others, in a cabinet size (500 ml and more). */
  cabinetSize: boolean;
  rng: Rng;
}

const SKIN_VALUES = ATTRIBUTES.find((a) => a.slug === 'skin-type')!.values;

/** "a, b и c" / "a, b та c". */
function joinList(items: string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** Russian and Ukrainian plural forms: one (1, 21), few (2–4, 22–24), many (5–20, 25–30…). */
export function plural(n: number, [one, few, many]: [string, string, string]): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return `${n} ${one}`;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return `${n} ${few}`;
  return `${n} ${many}`;
}

const MONTHS_RU: [string, string, string] = ['месяц', 'месяца', 'месяцев'];
const MONTHS_UK: [string, string, string] = ['місяць', 'місяці', 'місяців'];

const SIZE_LABEL: Record<Unit, [ru: string, uk: string]> = {
  ml: ['Объём', 'Об’єм'],
  g: ['Масса', 'Маса'],
  amp: ['Фасовка', 'Фасування'],
  pcs: ['Количество', 'Кількість'],
};

function suits(input: TextInput): [string, string] {
  const { focus, skin } = input;
  if (focus.suitsRu && focus.suitsUk) return [focus.suitsRu, focus.suitsUk];
  if (skin.length >= 5) return ['Подходит для всех типов кожи.', 'Підходить для всіх типів шкіри.'];
  const values = SKIN_VALUES.filter((v) => skin.includes(v.slug as SkinType));
  return [
    `Подходит для ${joinList(values.map((v) => v.forRu!), 'и')} кожи.`,
    `Підходить для ${joinList(values.map((v) => v.forUk!), 'та')} шкіри.`,
  ];
}

function description(input: TextInput): [string, string] {
  const { type, focus, formula, brand, series, keyIngredients } = input;
  const [suitsRu, suitsUk] = suits(input);
  const keyRu = keyIngredients.map((i) => `<li><strong>${i.titleRu}</strong> — ${i.benefitRu}.</li>`).join('');
  const keyUk = keyIngredients.map((i) => `<li><strong>${i.titleUk}</strong> — ${i.benefitUk}.</li>`).join('');
  return [
    `<p>${type.aboutRu}</p><p>${formula.ru}</p><p>Ключевые компоненты:</p><ul>${keyRu}</ul><p>${focus.resultRu}</p><p>${suitsRu}</p><p>Средство линии ${series.title} бренда ${brand.title}. ${series.shortRu}</p>`,
    `<p>${type.aboutUk}</p><p>${formula.uk}</p><p>Ключові компоненти:</p><ul>${keyUk}</ul><p>${focus.resultUk}</p><p>${suitsUk}</p><p>Засіб лінії ${series.title} бренду ${brand.title}. ${series.shortUk}</p>`,
  ];
}

function structure(input: TextInput): [string, string] {
  const inci = input.ingredients.map((i) => i.inci);
  const has = (...names: string[]) => inci.some((name) => names.includes(name));
  const freeRu = ['парабенов'];
  const freeUk = ['парабенів'];
  if (!has('Dimethicone', 'Cyclopentasiloxane')) {
    freeRu.push('силиконов');
    freeUk.push('силіконів');
  }
  if (!has('Parfum')) {
    freeRu.push('отдушек');
    freeUk.push('віддушок');
  }
  freeRu.push('минеральных масел');
  freeUk.push('мінеральних олій');
  const list = `${inci.join(', ')}.`;
  return [
    `<p>${list}</p><p>Не содержит ${joinList(freeRu, 'и')}.</p>`,
    `<p>${list}</p><p>Не містить ${joinList(freeUk, 'та')}.</p>`,
  ];
}

function recommendation(input: TextInput): [string, string] {
  const { type, ingredients, pro } = input;
  const ru = [type.howRu];
  const uk = [type.howUk];
  const retinoid = ingredients.some((i) => ['Retinol', 'Retinyl Palmitate', 'Hydroxypinacolone Retinoate'].includes(i.inci));
  const acids = ingredients.some((i) => i.role === 'acid' && i.inci !== 'Phytic Acid');
  if (retinoid) {
    ru.push('<p>При чувствительной коже начинайте с 2–3 применений в неделю, постепенно увеличивая частоту. Не рекомендуется во время беременности и кормления грудью. Днём обязательно используйте SPF 30–50.</p>');
    uk.push('<p>Для чутливої шкіри починайте з 2–3 застосувань на тиждень, поступово збільшуючи частоту. Не рекомендовано під час вагітності та годування груддю. Удень обов’язково використовуйте SPF 30–50.</p>');
  } else if (acids && type.zone !== 'hair' && type.zone !== 'body') {
    ru.push('<p>Средство повышает чувствительность кожи к солнцу: в период применения днём используйте защиту SPF 30–50.</p>');
    uk.push('<p>Засіб підвищує чутливість шкіри до сонця: у період застосування вдень використовуйте захист SPF 30–50.</p>');
  }
  ru.push('<p>Перед первым применением рекомендуется провести тест на чувствительность на небольшом участке кожи. Избегайте попадания в глаза.</p>');
  uk.push('<p>Перед першим застосуванням рекомендовано провести тест на чутливість на невеликій ділянці шкіри. Уникайте потрапляння в очі.</p>');
  if (pro) {
    ru.push('<p>Средство предназначено для профессионального использования косметологом.</p>');
    uk.push('<p>Засіб призначений для професійного використання косметологом.</p>');
  }
  return [ru.join(''), uk.join('')];
}

function additional(input: TextInput): [string, string] {
  const { type, brand, series, volumesRu, volumesUk, pro, cabinetSize, rng } = input;
  const shelf = rng.pick([24, 30, 36]);
  const opened = type.texture === 'oil' || type.texture === 'powder' || type.texture === 'balm' ? 12 : rng.pick([6, 12]);
  const [labelRu, labelUk] = SIZE_LABEL[type.unit];
  const afterRu = type.unit === 'amp' ? 'вскрытую ампулу используйте сразу' : `после вскрытия — ${plural(opened, MONTHS_RU)}`;
  const afterUk = type.unit === 'amp' ? 'відкриту ампулу використовуйте одразу' : `після відкриття — ${plural(opened, MONTHS_UK)}`;
  const useRu = pro
    ? 'Для профессионального использования в косметологических кабинетах.'
    : cabinetSize
      ? 'Большой объём — профессиональная фасовка для косметологических кабинетов.'
      : 'Подходит для домашнего ухода.';
  const useUk = pro
    ? 'Для професійного використання в косметологічних кабінетах.'
    : cabinetSize
      ? 'Великий об’єм — професійне фасування для косметологічних кабінетів.'
      : 'Підходить для домашнього догляду.';
  return [
    `<ul><li>${labelRu}: ${volumesRu.join(', ')}</li><li>Бренд: ${brand.title}</li><li>Линия: ${series.title}</li><li>Страна производства: ${brand.countryRu}</li><li>Срок годности: ${plural(shelf, MONTHS_RU)}; ${afterRu}</li><li>Условия хранения: при температуре от +5 до +25 °C, вдали от прямых солнечных лучей</li></ul><p>${useRu} Не тестируется на животных.</p>`,
    `<ul><li>${labelUk}: ${volumesUk.join(', ')}</li><li>Бренд: ${brand.title}</li><li>Лінія: ${series.title}</li><li>Країна виробництва: ${brand.countryUk}</li><li>Термін придатності: ${plural(shelf, MONTHS_UK)}; ${afterUk}</li><li>Умови зберігання: за температури від +5 до +25 °C, подалі від прямих сонячних променів</li></ul><p>${useUk} Не тестується на тваринах.</p>`,
  ];
}

export function productTexts(input: TextInput): ProductTexts {
  const [descriptionRu, descriptionUk] = description(input);
  const [structureRu, structureUk] = structure(input);
  const [recommendationRu, recommendationUk] = recommendation(input);
  const [additionalRu, additionalUk] = additional(input);
  return {
    descriptionRu,
    descriptionUk,
    structureRu,
    structureUk,
    recommendationRu,
    recommendationUk,
    additionalRu,
    additionalUk,
  };
}
