import { BooleanField, BooleanInput, Datagrid, Edit, FunctionField, List, NumberField, NumberInput, SaveButton, SimpleForm, TextField, TextInput, Toolbar, useLocale } from 'react-admin';
import { type StaffPaymentMethod, staffPaymentMethodBody } from '@shop/contracts/checkout-settings';
import { editableFields, editableResolver } from '../content/editable.ts';

const editable = editableFields(staffPaymentMethodBody);

/** The three ways of paying, switched-off ones too, in the order checkout shows them. */
export function PaymentMethodList() {
  const ua = useLocale() === 'ua';
  return (
    <List sort={{ field: 'sort', order: 'ASC' }} perPage={100} pagination={false} actions={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" sortable={false} />
        <FunctionField<StaffPaymentMethod> label="resources.payment-methods.fields.title" render={(row) => (ua ? row.title_uk : row.title_ru)} />
        <BooleanField source="active" sortable={false} />
        <NumberField source="sort" sortable={false} />
      </Datagrid>
    </List>
  );
}

/**
 * The methods are the shop's fixed set (no create, no delete): their words, order and switch change.
 * The API keeps the card or cash on (an invoice is for professionals only) and says so under the switch.
 */
export function PaymentMethodEdit() {
  const lang = useLocale() === 'ua' ? 'ua' : 'ru';
  return (
    <Edit mutationMode="pessimistic" transform={editable}>
      <SimpleForm
        resolver={editableResolver(staffPaymentMethodBody, lang)}
        warnWhenUnsavedChanges
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextInput source="title_ru" fullWidth />
        <TextInput source="title_uk" fullWidth />
        <TextInput source="description_ru" fullWidth />
        <TextInput source="description_uk" fullWidth />
        <NumberInput source="sort" step={1} />
        <BooleanInput source="active" helperText="resources.payment-methods.activeHelp" />
      </SimpleForm>
    </Edit>
  );
}
