import { BooleanField, CreateButton, Datagrid, FunctionField, List, NumberField, SearchInput, SelectField, SelectInput, TopToolbar, useLocale, useTranslate } from 'react-admin';
import { NEWS_KINDS } from '@shop/contracts/home';
import type { StaffPostRow } from '@shop/contracts/staff-posts';
import { KyivDateField } from '../../fields/kyiv-date-field.tsx';

const kindChoices = NEWS_KINDS.map((id) => ({ id, name: `resources.posts.kinds.${id}` }));
const publishedChoices = [
  { id: 'true', name: 'resources.posts.state.published' },
  { id: 'false', name: 'resources.posts.state.draft' },
];

/** Posts of the four kinds, drafts too: searched by title and filtered on the server, a page at a time. */
export function PostList() {
  const translate = useTranslate();
  const ua = useLocale() === 'ua';
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.posts.search')} />,
    <SelectInput key="kind" source="kind" choices={kindChoices} alwaysOn />,
    <SelectInput key="published" source="published" choices={publishedChoices} alwaysOn />,
  ];
  return (
    <List
      filters={filters}
      sort={{ field: 'published_at', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="id" />
        <SelectField source="kind" choices={kindChoices} sortable={false} />
        <FunctionField<StaffPostRow> source="title" sortBy="title" label="resources.posts.fields.title" render={(row) => (ua ? row.title_uk : row.title_ru)} />
        <BooleanField source="published" sortable={false} />
        <KyivDateField source="published_at" />
      </Datagrid>
    </List>
  );
}
