import { CreateButton, Datagrid, FunctionField, List, NumberField, SearchInput, TextField, TopToolbar, useLocale, useTranslate } from 'react-admin';
import type { StaffBrand } from '@shop/contracts/staff-catalogue-directory';

/** The brands, searched by name or address on the server, with how many products each has. */
export function BrandList() {
  const translate = useTranslate();
  const ua = useLocale() === 'ua';
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.brands.search')} />]}
      sort={{ field: 'sort', order: 'ASC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="id" />
        <FunctionField<StaffBrand> source="title" sortBy="title" label="resources.brands.fields.title" render={(row) => (ua ? row.title_uk : row.title_ru)} />
        <TextField source="slug" sortable={false} />
        <TextField source="country" sortable={false} emptyText="—" />
        <NumberField source="products" sortable={false} />
        <NumberField source="sort" />
      </Datagrid>
    </List>
  );
}
