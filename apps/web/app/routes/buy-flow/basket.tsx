import { BasketPage } from '../../features/basket/basket-page.tsx';
import { metaText, pageMeta } from '../../seo/meta.ts';
import type { Route } from './+types/basket';

/** SPEC §2 named target buy-flow-basket: the basket page (its lines come from browser storage). */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: metaText(matches, 'basket.title'), description: metaText(matches, 'basket.metaDescription'), noindex: true });

export default function BasketRoute() {
  return <BasketPage />;
}
