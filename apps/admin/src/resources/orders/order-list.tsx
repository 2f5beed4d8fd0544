import { type Theme, useMediaQuery } from '@mui/material';
import { ORDER_STATUSES, PAYMENT_STATUSES, type StaffOrderListItem } from '@shop/contracts/orders';
import { Datagrid, DateInput, FunctionField, List, NumberField, SearchInput, SelectInput, SimpleList, TextField, TextInput, useLocaleState, useTranslate } from 'react-admin';
import { KyivDateField } from '../../fields/kyiv-date-field.tsx';

const DELIVERY_METHODS = [1, 2, 3, 4, 5] as const;

/**
 * The orders, filtered, sorted and paged on the server (`GET /v1/staff/orders`): state, payment,
 * delivery method, days, customer and number. A phone gets a compact list instead of the table.
 */
export function OrderList() {
  const translate = useTranslate();
  // Sums grouped as the interface's language writes them ("57 816"), not as the browser's would.
  const [locale] = useLocaleState();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const choices = (group: string, values: readonly (string | number)[]) =>
    values.map((value) => ({ id: value, name: translate(`resources.orders.${group}.${value}`) }));
  const filters = [
    <SearchInput key="customer" source="customer" alwaysOn placeholder={translate('resources.orders.search')} />,
    <SelectInput key="status" source="status" label="resources.orders.fields.status" choices={choices('status', ORDER_STATUSES)} alwaysOn={!narrow} />,
    <SelectInput key="payment" source="payment_status" label="resources.orders.fields.payment_status" choices={choices('payment', PAYMENT_STATUSES)} />,
    <SelectInput key="delivery" source="delivery_method" label="resources.orders.fields.delivery_method" choices={choices('delivery', DELIVERY_METHODS)} />,
    <DateInput key="from" source="from" label="resources.orders.fields.from" />,
    <DateInput key="to" source="to" label="resources.orders.fields.to" />,
    <TextInput key="number" source="number" label="resources.orders.fields.number" />,
  ];
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
      {narrow ? (
        <SimpleList<StaffOrderListItem>
          primaryText={(order) => `№${order.number} · ${order.total} грн`}
          secondaryText={(order) => `${order.name} · ${order.status_title}`}
          tertiaryText={(order) => new Date(order.created_at).toLocaleDateString('uk-UA')}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="number" sortable={false} label="resources.orders.fields.number" />
          <KyivDateField source="created_at" showTime label="resources.orders.fields.created_at" />
          <TextField source="name" sortable={false} label="resources.orders.fields.name" />
          <TextField source="phone" sortable={false} label="resources.orders.fields.phone" />
          <TextField source="status_title" sortable={false} label="resources.orders.fields.status" />
          <FunctionField<StaffOrderListItem>
            sortable={false}
            label="resources.orders.fields.payment_status"
            render={(order) => order.payment_title}
          />
          <TextField source="delivery.method" sortable={false} label="resources.orders.fields.delivery_method" />
          <NumberField source="total" label="resources.orders.fields.total" locales={locale === 'ua' ? 'uk-UA' : 'ru-UA'} />
        </Datagrid>
      )}
    </List>
  );
}
