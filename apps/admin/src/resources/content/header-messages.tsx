import { BooleanField, BooleanInput, Create, Datagrid, Edit, FunctionField, List, NumberField, NumberInput, SimpleForm, TextInput, useLocale } from 'react-admin';
import { type StaffHeaderMessage, staffHeaderMessageBody } from '@shop/contracts/staff-header-messages';
import { editableFields, editableResolver } from './editable.ts';

const editable = editableFields(staffHeaderMessageBody);

/** The header's rotating lines in the header's order, hidden ones too (the API answers them all on one page). */
export function HeaderMessageList() {
  const ua = useLocale() === 'ua';
  return (
    <List sort={{ field: 'sort', order: 'ASC' }} perPage={100} pagination={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="id" sortable={false} />
        <FunctionField<StaffHeaderMessage> label="resources.header-messages.fields.title" render={(row) => (ua ? row.title_uk : row.title_ru)} />
        <BooleanField source="active" sortable={false} />
        <NumberField source="sort" sortable={false} />
      </Datagrid>
    </List>
  );
}

function HeaderMessageForm() {
  const lang = useLocale() === 'ua' ? 'ua' : 'ru';
  return (
    <SimpleForm resolver={editableResolver(staffHeaderMessageBody, lang)} warnWhenUnsavedChanges>
      <TextInput source="title_ru" fullWidth />
      <TextInput source="title_uk" fullWidth />
      <BooleanInput source="active" />
      <NumberInput source="sort" step={1} />
    </SimpleForm>
  );
}

/** Saved pessimistically, so a 422 shows under its field before the form is left. */
export function HeaderMessageEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={editable}>
      <HeaderMessageForm />
    </Edit>
  );
}

export function HeaderMessageCreate() {
  return (
    <Create redirect="list" transform={editable} record={{ active: true, sort: 0 }}>
      <HeaderMessageForm />
    </Create>
  );
}
