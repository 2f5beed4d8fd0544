import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PaymentIcon from '@mui/icons-material/Payment';
import PercentIcon from '@mui/icons-material/Percent';
import type { ResourceDescriptor } from '../descriptor.ts';
import { DeliveryMethodEdit, DeliveryMethodList } from './delivery-methods.tsx';
import { FirstOrderPromotionEdit } from './first-order-promotion.tsx';
import { deliveryMethodsRu, firstOrderPromotionRu, paymentMethodsRu, shopContactsRu } from './messages.ru.ts';
import { deliveryMethodsUa, firstOrderPromotionUa, paymentMethodsUa, shopContactsUa } from './messages.ua.ts';
import { PaymentMethodEdit, PaymentMethodList } from './payment-methods.tsx';
import { ShopContactsEdit } from './shop-contacts.tsx';

/**
 * The shop's settings (issue 29, screen "Settings", administrators): its contacts and documents, the
 * delivery and payment methods, and the first-order promotion.
 */
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
  {
    name: 'payment-methods',
    area: 'settings',
    path: '/v1/staff/settings/payment-methods',
    list: PaymentMethodList,
    edit: PaymentMethodEdit,
    icon: PaymentIcon,
    recordRepresentation: 'title_ru',
    messages: { ru: paymentMethodsRu, ua: paymentMethodsUa },
  },
  {
    // One record without an id, like the contacts: the resource's "list" is the form itself.
    name: 'first-order-promotion',
    area: 'settings',
    path: '/v1/staff/settings/first-order-promotion',
    list: FirstOrderPromotionEdit,
    icon: PercentIcon,
    messages: { ru: firstOrderPromotionRu, ua: firstOrderPromotionUa },
  },
];
