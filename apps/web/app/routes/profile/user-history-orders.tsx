import { OrdersPage } from '../../features/profile/orders/orders-page.tsx';

export default function UserHistoryOrdersRoute() {
  return <OrdersPage status="finished" />;
}
