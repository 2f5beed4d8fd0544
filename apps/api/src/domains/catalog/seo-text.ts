import type { ApiLanguage } from '@shop/contracts/i18n';

/** Text of an HTML fragment for meta descriptions and JSON-LD: tags and entities out, spaces collapsed, cut at a word. */
export function plainText(html: string, max: number): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

export const META_DESCRIPTION_MAX = 160;

/** Shop name used in titles. */
const SHOP: Record<ApiLanguage, string> = { ru: 'ProCosmetics', ua: 'ProCosmetics' };

export const SEO_TEMPLATES: Record<
  ApiLanguage,
  {
    category: (title: string) => string;
    brand: (title: string) => string;
    series: (title: string, brand: string) => string;
    tag: (title: string) => string;
    listDescription: (title: string, count: number) => string;
    product: (title: string, brand: string) => string;
    productDescription: (title: string, brand: string, price: number) => string;
    ingredient: (inci: string, title: string) => string;
    ingredientDescription: (inci: string, title: string, count: number) => string;
  }
> = {
  ru: {
    category: (t) => `${t} — купить в интернет-магазине | ${SHOP.ru}`,
    brand: (t) => `Косметика ${t} — купить в Украине | ${SHOP.ru}`,
    series: (t, b) => `${b} ${t} — профессиональная косметика | ${SHOP.ru}`,
    tag: (t) => `${t} — подборка косметики | ${SHOP.ru}`,
    listDescription: (t, n) => `${t}: ${n} товаров в каталоге профессиональной косметики. Цены для косметологов, доставка по Украине.`,
    product: (t, b) => `${t} ${b} — купить по выгодной цене | ${SHOP.ru}`,
    productDescription: (t, b, p) => `${t} от ${b} — цена от ${p} грн. Оригинальная профессиональная косметика, доставка по Украине.`,
    ingredient: (inci, t) => `${inci} (${t}) — косметика с ингредиентом | ${SHOP.ru}`,
    ingredientDescription: (inci, t, n) => `${inci} (${t}): свойства ингредиента и ${n} средств с ним в составе.`,
  },
  ua: {
    category: (t) => `${t} — купити в інтернет-магазині | ${SHOP.ua}`,
    brand: (t) => `Косметика ${t} — купити в Україні | ${SHOP.ua}`,
    series: (t, b) => `${b} ${t} — професійна косметика | ${SHOP.ua}`,
    tag: (t) => `${t} — добірка косметики | ${SHOP.ua}`,
    listDescription: (t, n) => `${t}: ${n} товарів у каталозі професійної косметики. Ціни для косметологів, доставка по Україні.`,
    product: (t, b) => `${t} ${b} — купити за вигідною ціною | ${SHOP.ua}`,
    productDescription: (t, b, p) => `${t} від ${b} — ціна від ${p} грн. Оригінальна професійна косметика, доставка по Україні.`,
    ingredient: (inci, t) => `${inci} (${t}) — косметика з інгредієнтом | ${SHOP.ua}`,
    ingredientDescription: (inci, t, n) => `${inci} (${t}): властивості інгредієнта та ${n} засобів з ним у складі.`,
  },
};
