import { BooleanField, BooleanInput, Create, Datagrid, Edit, FunctionField, List, NumberField, NumberInput, SimpleForm, TextInput, useLocale } from 'react-admin';
import { type StaffBanner, staffBannerBody } from '@shop/contracts/staff-banners';
import { editableFields, editableResolver } from '../content/editable.ts';
import { BannerImageInput } from './banner-image-input.tsx';

const editable = editableFields(staffBannerBody);
const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** Every slide in the home page's order, hidden ones too, with its wide picture. */
export function BannerList() {
  const ua = useLocale() === 'ua';
  return (
    <List sort={{ field: 'sort', order: 'ASC' }} perPage={100} pagination={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="sort" sortable={false} />
        <FunctionField<StaffBanner>
          label="resources.banners.fields.image_id"
          render={(row) => (row.image ? <img src={`${row.image.url}-${row.image.widths[0]}.webp`} width={160} height={60} alt="" style={{ objectFit: 'cover' }} /> : null)}
        />
        <FunctionField<StaffBanner> label="resources.banners.fields.title" render={(row) => (ua ? row.title_uk : row.title_ru)} />
        <FunctionField<StaffBanner> label="resources.banners.fields.link" render={(row) => row.link ?? '—'} />
        <BooleanField source="active" sortable={false} />
      </Datagrid>
    </List>
  );
}

/** A slide: both pictures, texts per language, link, whether it shows and its place. */
function BannerForm() {
  const lang = useLocale() === 'ua' ? 'ua' : 'ru';
  return (
    <SimpleForm resolver={editableResolver(staffBannerBody, lang)} warnWhenUnsavedChanges>
      <BannerImageInput kind="wide" />
      <BannerImageInput kind="mobile" />
      <TextInput source="title_ru" fullWidth />
      <TextInput source="subtitle_ru" parse={emptyToNull} fullWidth />
      <TextInput source="button_text_ru" parse={emptyToNull} />
      <TextInput source="title_uk" fullWidth />
      <TextInput source="subtitle_uk" parse={emptyToNull} fullWidth />
      <TextInput source="button_text_uk" parse={emptyToNull} />
      <TextInput source="link" parse={emptyToNull} helperText="resources.banners.linkHelp" fullWidth />
      <BooleanInput source="active" />
      <NumberInput source="sort" step={1} />
    </SimpleForm>
  );
}

export function BannerEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={editable}>
      <BannerForm />
    </Edit>
  );
}

export function BannerCreate() {
  return (
    <Create redirect="list" transform={editable} record={{ active: true, sort: 0, link: null, image_id: null, image_mobile_id: null }}>
      <BannerForm />
    </Create>
  );
}
