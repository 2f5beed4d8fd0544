import type { PaymentMethodOffer } from '@shop/contracts/checkout-settings';
import type { DeliveryMethod } from '@shop/contracts/delivery';
import { OrderPage } from '../../features/checkout/order-page.tsx';
import { serverApi } from '../../lib/server-api.server.ts';
import { metaText, pageMeta } from '../../seo/meta.ts';
import type { Route } from './+types/order';

/**
 * /buy-flow/order/ (SPEC §2): the server renders the frame with the shop's delivery and payment
 * methods (the same for everybody); the basket and the buyer fill in in the browser. Without them
 * (the API failed) the page still renders and the browser asks for them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = serverApi(context, request);
  const read = <T,>(path: string) =>
    api
      .get<{ data: T }>(path)
      .then((answer) => answer.data)
      .catch((error: unknown) => {
        console.error(`${path} failed to load`, error);
        return null;
      });
  const [methods, payments] = await Promise.all([read<DeliveryMethod[]>('/v1/delivery_methods'), read<PaymentMethodOffer[]>('/v1/payment_methods')]);
  return { methods, payments };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: metaText(matches, 'checkout.title'), noindex: true });

export default function OrderRoute({ loaderData }: Route.ComponentProps) {
  return <OrderPage methods={loaderData.methods} payments={loaderData.payments} />;
}
