import { messageTable } from '../../core/messages.ts';

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

/**
 * Titles and descriptions made when the shop wrote none, with `:title`, `:brand`, `:count`,
 * `:price`, `:inci` filled in.
 */
export const seoText = messageTable({
  ru: {
    category: ':title — купить в интернет-магазине | ProCosmetics',
    brand: 'Косметика :title — купить в Украине | ProCosmetics',
    series: ':brand :title — профессиональная косметика | ProCosmetics',
    tag: ':title — подборка косметики | ProCosmetics',
    listDescription: ':title: :count товаров в каталоге профессиональной косметики. Цены для косметологов, доставка по Украине.',
    product: ':title :brand — купить по выгодной цене | ProCosmetics',
    productDescription: ':title от :brand — цена от :price грн. Оригинальная профессиональная косметика, доставка по Украине.',
    ingredient: ':inci (:title) — косметика с ингредиентом | ProCosmetics',
    ingredientDescription: ':inci (:title): свойства ингредиента и :count средств с ним в составе.',
  },
  ua: {
    category: ':title — купити в інтернет-магазині | ProCosmetics',
    brand: 'Косметика :title — купити в Україні | ProCosmetics',
    series: ':brand :title — професійна косметика | ProCosmetics',
    tag: ':title — добірка косметики | ProCosmetics',
    listDescription: ':title: :count товарів у каталозі професійної косметики. Ціни для косметологів, доставка по Україні.',
    product: ':title :brand — купити за вигідною ціною | ProCosmetics',
    productDescription: ':title від :brand — ціна від :price грн. Оригінальна професійна косметика, доставка по Україні.',
    ingredient: ':inci (:title) — косметика з інгредієнтом | ProCosmetics',
    ingredientDescription: ':inci (:title): властивості інгредієнта та :count засобів з ним у складі.',
  },
});
