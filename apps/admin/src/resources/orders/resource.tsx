import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { ResourceDescriptor } from '../descriptor.ts';
import { ordersRu } from './messages.ru.ts';
import { ordersUa } from './messages.ua.ts';
import { OrderList } from './order-list.tsx';
import { OrderShow } from './order-show.tsx';

/**
 * Orders (issue 29, screen 2): the list with its filters, and one order with its moves, notes,
 * payments and history (`/admin/orders/<id>`). Administrators and order managers.
 */
const orders: ResourceDescriptor = {
  name: 'orders',
  area: 'orders',
  list: OrderList,
  show: OrderShow,
  icon: ReceiptLongIcon,
  recordRepresentation: 'number',
  sortStyle: 'signed',
  messages: { ru: ordersRu, ua: ordersUa },
};

export default orders;
