import InventoryIcon from '@mui/icons-material/Inventory2';
import type { ResourceDescriptor } from '../descriptor.ts';
import { productsRu } from './messages.ru.ts';
import { productsUa } from './messages.ua.ts';
import { ProductCreate } from './product-create.tsx';
import { ProductEdit } from './product-edit.tsx';
import { ProductList } from './product-list.tsx';

/**
 * The catalogue's products (issue 29, screen 5): list with search and filters, the edit form
 * (`/admin/products/<id>`, where the shop's admin bar sends "edit") and a new product.
 */
const products: ResourceDescriptor = {
  name: 'products',
  area: 'catalogue',
  list: ProductList,
  edit: ProductEdit,
  create: ProductCreate,
  icon: InventoryIcon,
  recordRepresentation: 'title_ru',
  messages: { ru: productsRu, ua: productsUa },
};

export default products;
