import { Edit, TopToolbar } from 'react-admin';
import { staffPostUpdate } from '@shop/contracts/staff-posts';
import { editablePost } from './editable-post.ts';
import { PostForm } from './post-form.tsx';
import { PreviewButton } from './preview-button.tsx';

/**
 * One post's form (`/admin/posts/<id>`, where the shop's staff bar sends "edit"). Saved
 * pessimistically: a 409 (a colleague saved first) or a 422 per field is shown before the form is
 * left, and a successful save reloads the record, with its new version, from the answer.
 */
export function PostEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      transform={(data: Record<string, unknown>) => editablePost(data)}
      actions={
        <TopToolbar>
          <PreviewButton />
        </TopToolbar>
      }
    >
      <PostForm schema={staffPostUpdate} />
    </Edit>
  );
}
