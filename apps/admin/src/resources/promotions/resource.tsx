import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { ResourceDescriptor } from '../descriptor.ts';
import { promotionsRu } from './messages.ru.ts';
import { promotionsUa } from './messages.ua.ts';
import { PromotionCreate, PromotionEdit } from './promotion-form.tsx';
import { PromotionList } from './promotion-list.tsx';

/** Sample and gift rules (issue 29, screen 5), read by the basket's check-samples and check-gift. */
const promotions: ResourceDescriptor = {
  name: 'promotions',
  area: 'catalogue',
  list: PromotionList,
  edit: PromotionEdit,
  create: PromotionCreate,
  icon: LocalOfferIcon,
  recordRepresentation: 'title_ru',
  messages: { ru: promotionsRu, ua: promotionsUa },
};

export default promotions;
