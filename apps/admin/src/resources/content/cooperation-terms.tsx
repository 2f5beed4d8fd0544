import { BooleanField, BooleanInput, Create, Datagrid, Edit, FunctionField, List, NumberField, NumberInput, SimpleForm, TextInput, useLocale } from 'react-admin';
import { type StaffCooperationTerm, staffCooperationTermBody } from '@shop/contracts/staff-cooperation-terms';
import { editableFields, editableResolver } from './editable.ts';

const editable = editableFields(staffCooperationTermBody);

/** The terms for salons and distributors in the page's order, unpublished ones too. */
export function CooperationTermList() {
  const ua = useLocale() === 'ua';
  return (
    <List sort={{ field: 'sort', order: 'ASC' }} perPage={100} pagination={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="id" sortable={false} />
        <FunctionField<StaffCooperationTerm> label="resources.cooperation-terms.fields.title" render={(row) => (ua ? row.title_uk : row.title_ru)} />
        <BooleanField source="published" sortable={false} />
        <NumberField source="sort" sortable={false} />
      </Datagrid>
    </List>
  );
}

/** A title, a summary and a body (HTML, sanitised when served) per language. */
function CooperationTermForm() {
  const lang = useLocale() === 'ua' ? 'ua' : 'ru';
  return (
    <SimpleForm resolver={editableResolver(staffCooperationTermBody, lang)} warnWhenUnsavedChanges>
      <TextInput source="title_ru" fullWidth />
      <TextInput source="summary_ru" multiline minRows={2} fullWidth />
      <TextInput source="body_ru" multiline minRows={5} helperText="resources.cooperation-terms.htmlHelp" fullWidth />
      <TextInput source="title_uk" fullWidth />
      <TextInput source="summary_uk" multiline minRows={2} fullWidth />
      <TextInput source="body_uk" multiline minRows={5} helperText="resources.cooperation-terms.htmlHelp" fullWidth />
      <BooleanInput source="published" />
      <NumberInput source="sort" step={1} />
    </SimpleForm>
  );
}

export function CooperationTermEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={editable}>
      <CooperationTermForm />
    </Edit>
  );
}

export function CooperationTermCreate() {
  return (
    <Create redirect="list" transform={editable} record={{ summary_ru: '', summary_uk: '', body_ru: '', body_uk: '', published: true, sort: 0 }}>
      <CooperationTermForm />
    </Create>
  );
}
