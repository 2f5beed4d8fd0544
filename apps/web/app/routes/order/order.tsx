import { OrderOwnPage } from '../../features/order-page/order-own-page.tsx';
import { metaText, pageMeta } from '../../seo/meta.ts';
import type { Route } from './+types/order';

/**
 * `/order/{number}/` (the order's own page, linked from letters, the profile and the payment result)
 * and `/order/` (a guest's look-up by number and phone). The order is personal: the browser reads it,
 * and the server renders the frame only, never cached for others.
 */
export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: metaText(matches, 'orderPage.title'), noindex: true });

export default function OrderRoute({ params }: Route.ComponentProps) {
  const raw = 'number' in params && typeof params.number === 'string' ? params.number.toUpperCase() : null;
  // A number that cannot be one is looked up like any other, so the page says no more than the API.
  return <OrderOwnPage key={raw ?? ''} number={raw && raw.length <= 40 ? raw : null} />;
}
