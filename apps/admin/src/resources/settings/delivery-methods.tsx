import { BooleanField, BooleanInput, Datagrid, Edit, FunctionField, List, NumberField, NumberInput, SimpleForm, TextField, TextInput, Toolbar, SaveButton, useLocale } from 'react-admin';
import { QUICK_ORDER_DELIVERY_METHOD_ID, type StaffDeliveryMethod, staffDeliveryMethodBody } from '@shop/contracts/staff-settings';
import { editableFields, editableResolver } from '../content/editable.ts';

const editable = editableFields(staffDeliveryMethodBody);

/** Every delivery method, switched-off ones too; prices in whole hryvnias as the shop shows them. */
export function DeliveryMethodList() {
  const ua = useLocale() === 'ua';
  return (
    <List sort={{ field: 'sort', order: 'ASC' }} perPage={100} pagination={false} actions={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="id" sortable={false} />
        <TextField source="type" sortable={false} />
        <FunctionField<StaffDeliveryMethod> label="resources.delivery-methods.fields.title" render={(row) => (ua ? row.title_uk : row.title_ru)} />
        <NumberField source="price" sortable={false} />
        <BooleanField source="active" sortable={false} />
        <NumberField source="sort" sortable={false} />
      </Datagrid>
    </List>
  );
}

/** Methods are the shop's fixed set (no create, no delete): only their words, price, order and switch change. */
export function DeliveryMethodEdit() {
  const lang = useLocale() === 'ua' ? 'ua' : 'ru';
  return (
    <Edit mutationMode="pessimistic" transform={editable}>
      <SimpleForm
        resolver={editableResolver(staffDeliveryMethodBody, lang)}
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
        <NumberInput source="price" step={1} min={0} helperText="resources.delivery-methods.priceHelp" />
        <NumberInput source="sort" step={1} />
        <ActiveInput />
      </SimpleForm>
    </Edit>
  );
}

/** The quick order's method (SPEC §9) stays on: the API refuses to switch it off, so its switch is read-only (still sent, unlike a disabled one). */
function ActiveInput() {
  return (
    <FunctionField<StaffDeliveryMethod>
      render={(record) => (
        <BooleanInput
          source="active"
          readOnly={record.id === QUICK_ORDER_DELIVERY_METHOD_ID}
          helperText={record.id === QUICK_ORDER_DELIVERY_METHOD_ID ? 'resources.delivery-methods.quickOrderHelp' : false}
        />
      )}
    />
  );
}
