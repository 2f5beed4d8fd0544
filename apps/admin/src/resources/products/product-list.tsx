import {
  BooleanField,
  BooleanInput,
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useLocale,
  useTranslate,
} from 'react-admin';
import type { StaffProductRow } from '@shop/contracts/staff-catalogue';
import { useProductOptions } from './use-product-options.ts';

/** The products: searched (title, slug, article) and filtered on the server, a page at a time. */
export function ProductList() {
  const translate = useTranslate();
  const options = useProductOptions();
  const ua = useLocale() === 'ua';
  const title = (o: { title_ru: string; title_uk: string }) => (ua ? o.title_uk : o.title_ru);
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.products.search')} />,
    <SelectInput key="brand" source="brand_id" label="resources.products.fields.brand_id" choices={options.data?.brands ?? []} optionText={title} />,
    <SelectInput
      key="series"
      source="series_id"
      label="resources.products.fields.series_id"
      choices={options.data?.series ?? []}
      optionText={title}
    />,
    <SelectInput
      key="category"
      source="category_id"
      label="resources.products.fields.category_ids"
      choices={options.data?.categories ?? []}
      optionText={title}
    />,
    <BooleanInput key="published" source="published" label="resources.products.fields.published" />,
    <BooleanInput key="in_stock" source="in_stock" label="resources.products.fields.in_stock" />,
  ];
  return (
    <List
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="id" />
        <FunctionField<StaffProductRow>
          source="title"
          sortBy="title"
          label="resources.products.fields.title"
          render={(row) => (ua ? row.title_uk : row.title_ru)}
        />
        <TextField source="brand" sortable={false} label="resources.products.fields.brand_id" />
        <TextField source="series" sortable={false} label="resources.products.fields.series_id" emptyText="—" />
        <NumberField source="min_retail_price" sortable={false} label="resources.products.fields.min_retail_price" options={{ style: 'currency', currency: 'UAH' }} />
        <NumberField source="stock" label="resources.products.fields.stock" />
        <BooleanField source="published" sortable={false} label="resources.products.fields.published" />
      </Datagrid>
    </List>
  );
}
