import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { ResourceDescriptor } from '../descriptor.ts';
import { DeliveryMethodEdit, DeliveryMethodList } from './delivery-methods.tsx';
import { deliveryMethodsRu, shopContactsRu } from './messages.ru.ts';
import { deliveryMethodsUa, shopContactsUa } from './messages.ua.ts';
import { ShopContactsEdit } from './shop-contacts.tsx';

/** The shop's settings (issue 29, screen "Settings", administrators): its contacts and the delivery methods. */
export const resources: ResourceDescriptor[] = [
  {
    // One record without an id: the resource's "list" is the form itself (see shop-contacts.tsx).
    name: 'shop-contacts',
    area: 'settings',
    path: '/v1/staff/settings/contacts',
    list: ShopContactsEdit,
    icon: ContactPhoneIcon,
    messages: { ru: shopContactsRu, ua: shopContactsUa },
  },
  {
    name: 'delivery-methods',
    area: 'settings',
    path: '/v1/staff/settings/delivery-methods',
    list: DeliveryMethodList,
    edit: DeliveryMethodEdit,
    icon: LocalShippingIcon,
    recordRepresentation: 'title_ru',
    messages: { ru: deliveryMethodsRu, ua: deliveryMethodsUa },
  },
];
