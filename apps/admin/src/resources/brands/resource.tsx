import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ResourceDescriptor } from '../descriptor.ts';
import { BrandCreate, BrandEdit } from './brand-form.tsx';
import { BrandList } from './brand-list.tsx';
import { brandsRu } from './messages.ru.ts';
import { brandsUa } from './messages.ua.ts';

/** The catalogue's brands (issue 29, screen 5): names in both languages, address, order. */
const brands: ResourceDescriptor = {
  name: 'brands',
  area: 'catalogue',
  list: BrandList,
  edit: BrandEdit,
  create: BrandCreate,
  icon: StorefrontIcon,
  recordRepresentation: 'title_ru',
  messages: { ru: brandsRu, ua: brandsUa },
};

export default brands;
