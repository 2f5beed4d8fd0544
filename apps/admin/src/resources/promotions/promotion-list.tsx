import {
  BooleanField,
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TopToolbar,
  useLocale,
  useTranslate,
} from 'react-admin';
import { PROMO_KINDS, type StaffPromotion } from '@shop/contracts/staff-catalogue-directory';

/** Sample and gift rules, filtered by kind on the server, cheapest threshold first. */
export function PromotionList() {
  const translate = useTranslate();
  const ua = useLocale() === 'ua';
  const kinds = PROMO_KINDS.map((kind) => ({ id: kind, name: translate(`resources.promotions.kinds.${kind}`) }));
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.promotions.search')} />,
        <SelectInput key="kind" source="kind" choices={kinds} alwaysOn />,
      ]}
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
        <FunctionField<StaffPromotion> source="kind" sortable={false} render={(row) => translate(`resources.promotions.kinds.${row.kind}`)} />
        <FunctionField<StaffPromotion> source="title" sortBy="title" label="resources.promotions.fields.title" render={(row) => (ua ? row.title_uk : row.title_ru)} />
        <NumberField source="min_total" sortBy="sort" options={{ style: 'currency', currency: 'UAH' }} />
        <NumberField source="max_count" sortable={false} />
        <FunctionField<StaffPromotion> source="items" sortable={false} render={(row) => row.items.length} />
        <BooleanField source="active" sortable={false} />
      </Datagrid>
    </List>
  );
}
