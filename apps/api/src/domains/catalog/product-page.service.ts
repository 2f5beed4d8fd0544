import type { ProductSummary } from '@shop/contracts/catalog';
import { type MessageKey, messageTable } from '../../core/messages.ts';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { ProductJsonLd, ProductPage, ProductTab } from '@shop/contracts/product';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import { pick } from '../../core/localized.ts';
import { toProductSummary } from './product-summary.mapper.ts';
import { type ProductPageRow, findProductPage } from './product-page.repository.ts';
import { toHryvnia } from '../pricing/pricing.ts';
import type { Caller } from './products.service.ts';
import { META_DESCRIPTION_MAX, plainText, seoText } from './seo-text.ts';
import { withoutInciParagraph } from './inci-paragraph.ts';

/** Tab titles by the tabs' keys (SPEC §2). */
const tabTitle = messageTable({
  ru: {
    everything: 'Всё о товаре',
    description: 'Описание',
    structure: 'Состав',
    recommendation: 'Рекомендации по применению',
    comments: 'Отзывы',
    questions: 'Вопросы',
    additional: 'Дополнительно',
  },
  ua: {
    everything: 'Все про товар',
    description: 'Опис',
    structure: 'Склад',
    recommendation: 'Рекомендації щодо застосування',
    comments: 'Відгуки',
    questions: 'Питання',
    additional: 'Додатково',
  },
});

const JSON_LD_DESCRIPTION_MAX = 300;

/** Tab 0 shows no links: it keeps the INCI list as one line above the rest of the structure text. */
function inciLine(row: ProductPageRow, structure: string): string {
  if (row.ingredients.length === 0) return structure;
  const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<p>${escapeHtml(row.ingredients.map((i) => i.inciName).join(', '))}.</p>${structure}`;
}

function tabs(row: ProductPageRow, card: ProductSummary, lang: ApiLanguage): ProductTab[] {
  const title = (key: MessageKey<typeof tabTitle>) => tabTitle(lang, key);
  const description = pick(row, 'description', lang).trim();
  const structure = withoutInciParagraph(
    pick(row, 'structure', lang).trim(),
    row.ingredients.map((i) => i.inciName),
  );
  const recommendation = pick(row, 'recommendation', lang).trim();
  const additional = pick(row, 'additional', lang).trim();
  // Tab 0 gathers the written tabs under their titles, so one scroll shows everything.
  const everything = (
    [
      [title('description'), description],
      [title('structure'), inciLine(row, structure)],
      [title('recommendation'), recommendation],
      [title('additional'), additional],
    ] as const
  )
    .filter(([, html]) => html !== '')
    .map(([title, html]) => `<section><h3>${title}</h3>${html}</section>`)
    .join('');
  return [
    { index: 0, key: 'everything', title: title('everything'), content: everything },
    { index: 1, key: 'description', title: title('description'), content: description },
    {
      index: 2,
      key: 'structure',
      title: title('structure'),
      content: structure,
      ingredients: row.ingredients.map((i) => ({ id: i.id, slug: i.slug, inciName: i.inciName, title: pick(i, 'title', lang) })),
    },
    { index: 3, key: 'recommendation', title: title('recommendation'), content: recommendation },
    { index: 4, key: 'comments', title: title('comments'), count: card.rating.count },
    { index: 5, key: 'questions', title: title('questions'), count: row.questionsCount },
    { index: 6, key: 'additional', title: title('additional'), content: additional },
  ];
}

function largestFile(image: ProductSummary['image']): string | null {
  if (!image) return null;
  const width = image.widths.length ? Math.max(...image.widths) : image.width;
  return `${image.url}-${width}.webp`;
}

function jsonLd(row: ProductPageRow, card: ProductSummary, lang: ApiLanguage): ProductJsonLd {
  const retail = row.variants.map((v) => toHryvnia(v.retail));
  return {
    name: card.title,
    sku: card.selectType.article,
    brand: card.brand.title,
    image: largestFile(card.image),
    description: plainText(pick(row, 'description', lang), JSON_LD_DESCRIPTION_MAX),
    offers: {
      priceCurrency: 'UAH',
      lowPrice: Math.min(...retail),
      highPrice: Math.max(...retail),
      offerCount: retail.length,
      availability: card.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    aggregateRating: card.rating.count > 0 ? { ratingValue: card.rating.average, reviewCount: card.rating.count } : null,
  };
}

function attributes(row: ProductPageRow, lang: ApiLanguage): ProductPage['attributes'] {
  const byId = new Map<number, ProductPage['attributes'][number]>();
  for (const v of row.attributeValues) {
    let attribute = byId.get(v.attributeId);
    if (!attribute) {
      attribute = { id: v.attributeId, slug: v.attributeSlug, title: pick(v, 'attributeTitle', lang), values: [] };
      byId.set(v.attributeId, attribute);
    }
    attribute.values.push({ id: v.id, slug: v.slug, title: pick(v, 'title', lang) });
  }
  return [...byId.values()];
}

/** GET /v1/catalog/product/{slug}; `variantId` selects a variant other than the default. Unknown slug → 404. */
export async function getProductPage(deps: ApiDeps, slug: string, variantId: number | undefined, caller: Caller): Promise<ProductPage> {
  const row = await findProductPage(deps.database.db, slug);
  if (!row) throw new HttpError(404, genericMessage(caller.lang, 'notFound'));
  const { lang } = caller;
  const card = toProductSummary(row, lang, caller.viewer, {
    selectVariant: variantId === undefined ? undefined : (variants) => variants.find((v) => v.id === variantId),
  });
  const gallery = new Map<string, NonNullable<ProductSummary['image']>>();
  for (const image of [card.image, card.image2, ...card.productPrices.flatMap((v) => [v.image, v.image2])]) {
    if (image && !gallery.has(image.url)) gallery.set(image.url, image);
  }
  const retailMin = Math.min(...row.variants.map((v) => toHryvnia(v.retail)));
  return {
    ...card,
    tabs: tabs(row, card, lang),
    breadcrumbs: { brand: card.brand, series: card.series, title: card.title },
    categories: row.categories.map((c) => ({ id: c.id, slug: c.slug, title: pick(c, 'title', lang) })),
    attributes: attributes(row, lang),
    questionsCount: row.questionsCount,
    seo: {
      title: seoText(lang, 'product', { title: card.title, brand: card.brand.title }),
      description:
        plainText(pick(row, 'description', lang), META_DESCRIPTION_MAX) ||
        seoText(lang, 'productDescription', { title: card.title, brand: card.brand.title, price: retailMin }),
    },
    jsonLd: jsonLd(row, card, lang),
    gallery: [...gallery.values()],
  };
}

