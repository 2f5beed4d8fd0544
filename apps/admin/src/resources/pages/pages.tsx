import { BooleanField, Create, Datagrid, Edit, FunctionField, List, TextField, TopToolbar, useLocale } from 'react-admin';
import { type StaffPageRow, staffPageBody, staffPageUpdate } from '@shop/contracts/staff-pages';
import { KyivDateField } from '../../fields/kyiv-date-field.tsx';
import { editablePage } from './editable-page.ts';
import { PageForm } from './page-form.tsx';
import { PagePreviewButton } from './preview-button.tsx';

/** Every static page by address, unpublished ones too, with where the shop shows it. */
export function PageList() {
  const ua = useLocale() === 'ua';
  return (
    <List perPage={100} pagination={false} sort={{ field: 'slug', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <FunctionField<StaffPageRow> label="resources.pages.fields.title" render={(row) => (ua ? row.title_uk : row.title_ru)} />
        <TextField source="shop_path" sortable={false} />
        <BooleanField source="published" sortable={false} />
        <KyivDateField source="updated_at" sortable={false} />
      </Datagrid>
    </List>
  );
}

/**
 * One page's form (`/admin/pages/<id>`, where the shop's staff bar sends "edit"). Saved
 * pessimistically against the version it was loaded at: a 409 (a colleague saved first) or a 422 per
 * field is shown before the form is left; a save reloads the record, with its new version.
 */
export function PageEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={false}
      transform={(data: Record<string, unknown>) => editablePage(data)}
      actions={
        <TopToolbar>
          <PagePreviewButton />
        </TopToolbar>
      }
    >
      <PageForm schema={staffPageUpdate} />
    </Edit>
  );
}

/** A new page starts unpublished, so it can be previewed before the shop shows it; it opens in its edit form once saved. */
export function PageCreate() {
  return (
    <Create redirect="edit" transform={(data: Record<string, unknown>) => editablePage(data)}>
      <PageForm schema={staffPageBody} defaultValues={{ published: false, body_ru: '', body_uk: '', blocks_ru: [], blocks_uk: [] }} />
    </Create>
  );
}
