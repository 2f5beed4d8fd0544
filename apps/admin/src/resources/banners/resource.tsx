import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import type { ResourceDescriptor } from '../descriptor.ts';
import { BannerCreate, BannerEdit, BannerList } from './banners.tsx';
import { bannersRu } from './messages.ru.ts';
import { bannersUa } from './messages.ua.ts';

/** The home page's banner slides (issue 29, screen "Content"): the list in order, the form with its pictures, a new slide. */
const banners: ResourceDescriptor = {
  name: 'banners',
  area: 'content',
  list: BannerList,
  edit: BannerEdit,
  create: BannerCreate,
  icon: ViewCarouselIcon,
  recordRepresentation: 'title_ru',
  messages: { ru: bannersRu, ua: bannersUa },
};

export default banners;
