import CollectionsIcon from '@mui/icons-material/Collections';
import type { ResourceDescriptor } from '../descriptor.ts';
import { SeriesCreate, SeriesEdit } from '../series/series-form.tsx';
import { SeriesList } from '../series/series-list.tsx';
import { collectionsRu } from './messages.ru.ts';
import { collectionsUa } from './messages.ua.ts';

/**
 * The collections (issue 29, screen 5): series shown as a collection page. The records and the form
 * are the series', read and written under `/v1/staff/collections`, which keeps the two lists apart.
 */
const collections: ResourceDescriptor = {
  name: 'collections',
  area: 'catalogue',
  list: SeriesList,
  edit: SeriesEdit,
  create: SeriesCreate,
  icon: CollectionsIcon,
  recordRepresentation: 'title_ru',
  messages: { ru: collectionsRu, ua: collectionsUa },
};

export default collections;
