import { OrdersPage } from '../../features/profile/orders/orders-page.tsx';
import { readPageParam } from '../../seo/list-page.ts';
import type { Route } from './+types/user-history-orders';

/** The page number of `/page/N/` (404 for what is not one); the orders themselves load in the browser. */
export function loader({ params, request }: Route.LoaderArgs) {
  return { page: readPageParam(params.page, request) };
}

export default function UserHistoryOrdersRoute({ loaderData }: Route.ComponentProps) {
  return <OrdersPage status="finished" page={loaderData.page} />;
}
