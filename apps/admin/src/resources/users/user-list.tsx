import { Datagrid, List, NumberField, SearchInput, SelectField, SelectInput, TextField, useTranslate } from 'react-admin';
import { roleChoices, roleFilterChoices, statusChoices, typeChoices } from './choices.ts';
import { KyivDateField } from '../../fields/kyiv-date-field.tsx';

/** Accounts, newest first: searched and filtered on the server, a page at a time. */
export function UserList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.users.search')} />,
    <SelectInput key="user_type" source="user_type" choices={typeChoices} />,
    <SelectInput key="status" source="status" choices={statusChoices} />,
    <SelectInput key="staff_role" source="staff_role" choices={roleFilterChoices} />,
  ];
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="id" sortable={false} />
        <TextField source="name" sortable={false} />
        <TextField source="second_name" sortable={false} />
        <TextField source="email" sortable={false} />
        <TextField source="phone" sortable={false} emptyText="—" />
        <SelectField source="user_type" choices={typeChoices} sortable={false} />
        <SelectField source="status" choices={statusChoices} sortable={false} />
        <SelectField source="staff_role" choices={roleChoices} sortable={false} emptyText="—" />
        <KyivDateField source="created_at" sortable={false} />
      </Datagrid>
    </List>
  );
}
