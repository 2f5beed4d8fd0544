import DescriptionIcon from '@mui/icons-material/Description';
import type { ResourceDescriptor } from '../descriptor.ts';
import { pagesRu } from './messages.ru.ts';
import { pagesUa } from './messages.ua.ts';
import { PageCreate, PageEdit, PageList } from './pages.tsx';

/**
 * Static pages (issue 29, screen "Content"): the list, the edit form (`/admin/pages/<id>`, where the
 * shop's staff bar sends "edit") with both languages, content blocks and a preview, and a new page.
 */
const pages: ResourceDescriptor = {
  name: 'pages',
  area: 'content',
  list: PageList,
  edit: PageEdit,
  create: PageCreate,
  icon: DescriptionIcon,
  recordRepresentation: 'title_ru',
  messages: { ru: pagesRu, ua: pagesUa },
};

export default pages;
