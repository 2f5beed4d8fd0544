import type { DeliveryMethod } from '@shop/contracts/delivery';
import { OrderPage } from '../../features/checkout/order-page.tsx';
import { serverApi } from '../../lib/server-api.server.ts';
import { metaText, pageMeta } from '../../seo/meta.ts';
import type { Route } from './+types/order';

/**
 * /buy-flow/order/ (SPEC §2): the server renders the frame with the shop's delivery methods (the
 * same for everybody); the basket and the buyer fill in in the browser. Without the methods (the
 * API failed) the page still renders and the browser asks for them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = serverApi(context, request);
  const methods = await api
    .get<{ data: DeliveryMethod[] }>('/v1/delivery_methods')
    .then((answer) => answer.data)
    .catch((error: unknown) => {
      console.error('delivery methods failed to load', error);
      return null;
    });
  return { methods };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: metaText(matches, 'checkout.title'), noindex: true });

export default function OrderRoute({ loaderData }: Route.ComponentProps) {
  return <OrderPage methods={loaderData.methods} />;
}
