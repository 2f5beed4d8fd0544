import { OrdersPage } from '../../features/profile/orders/orders-page.tsx';

export default function UserCurrentOrdersRoute() {
  return <OrdersPage status="in_progress" />;
}
