import {
  AutocompleteInput,
  BooleanField,
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  ReferenceInput,
  SearchInput,
  TextField,
  TopToolbar,
  useLocale,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { StaffSeries } from '@shop/contracts/staff-catalogue-directory';

type Titled = { title_ru: string; title_uk: string };

/** Series (or collections: the resource decides), searched and filtered by brand on the server. */
export function SeriesList() {
  const translate = useTranslate();
  const resource = useResourceContext() ?? 'series';
  const ua = useLocale() === 'ua';
  const title = (row: Titled) => (ua ? row.title_uk : row.title_ru);
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate(`resources.${resource}.search`)} />,
    <ReferenceInput key="brand" source="brand_id" reference="brands" perPage={100} sort={{ field: 'title', order: 'ASC' }}>
      <AutocompleteInput optionText={title} filterToQuery={(q: string) => ({ q })} label={`resources.${resource}.fields.brand_id`} />
    </ReferenceInput>,
  ];
  return (
    <List
      filters={filters}
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
        <FunctionField<StaffSeries> source="title" sortBy="title" label={`resources.${resource}.fields.title`} render={title} />
        <TextField source="brand" sortable={false} />
        <TextField source="slug" sortable={false} />
        <BooleanField source="in_menu" sortable={false} />
        <NumberField source="products" sortable={false} />
        <NumberField source="sort" />
      </Datagrid>
    </List>
  );
}
