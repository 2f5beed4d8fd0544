import ArticleIcon from '@mui/icons-material/Article';
import type { ResourceDescriptor } from '../descriptor.ts';
import { postsRu } from './messages.ru.ts';
import { postsUa } from './messages.ua.ts';
import { PostCreate } from './post-create.tsx';
import { PostEdit } from './post-edit.tsx';
import { PostList } from './post-list.tsx';

/**
 * Blog posts of the four kinds (issue 29, screen 6): the list with search and filters, the edit form
 * (`/admin/posts/<id>`, where the shop's staff bar sends "edit") with content blocks and a preview,
 * and a new post.
 */
const posts: ResourceDescriptor = {
  name: 'posts',
  area: 'content',
  list: PostList,
  edit: PostEdit,
  create: PostCreate,
  icon: ArticleIcon,
  recordRepresentation: 'title_ru',
  messages: { ru: postsRu, ua: postsUa },
};

export default posts;
