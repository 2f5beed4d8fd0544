import ViewListIcon from '@mui/icons-material/ViewList';
import type { ResourceDescriptor } from '../descriptor.ts';
import { seriesRu } from './messages.ru.ts';
import { seriesUa } from './messages.ua.ts';
import { SeriesCreate, SeriesEdit } from './series-form.tsx';
import { SeriesList } from './series-list.tsx';

/** The catalogue's series (issue 29, screen 5); collections have their own screen. */
const series: ResourceDescriptor = {
  name: 'series',
  area: 'catalogue',
  list: SeriesList,
  edit: SeriesEdit,
  create: SeriesCreate,
  icon: ViewListIcon,
  recordRepresentation: 'title_ru',
  messages: { ru: seriesRu, ua: seriesUa },
};

export default series;
