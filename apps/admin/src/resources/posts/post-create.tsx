import { Create } from 'react-admin';
import { staffPostCreate } from '@shop/contracts/staff-posts';
import { editablePost } from './editable-post.ts';
import { PostForm } from './post-form.tsx';

/** A new post starts as an unpublished news item with one text block; it opens in its edit form once saved, ready to preview. */
const NEW_POST = {
  kind: 'news',
  category_id: null,
  video_url: null,
  video_type: null,
  image_id: null,
  published: false,
  published_at: null,
  excerpt_ru: '',
  excerpt_uk: '',
  blocks_ru: [],
  blocks_uk: [],
};

export function PostCreate() {
  return (
    <Create redirect="edit" transform={(data: Record<string, unknown>) => editablePost(data)}>
      <PostForm schema={staffPostCreate} defaultValues={NEW_POST} />
    </Create>
  );
}
