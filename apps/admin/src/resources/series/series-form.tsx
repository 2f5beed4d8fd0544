import { AutocompleteInput, BooleanInput, Create, Edit, NumberInput, ReferenceInput, SimpleForm, TextInput, useLocale } from 'react-admin';
import { staffSeriesInput, staffSeriesUpdate } from '@shop/contracts/staff-catalogue-directory';
import { editableFields, editableResolver } from '../content/editable.ts';

/**
 * The form of a series, and of a collection (the same record shown as a collection page; the
 * collections screen edits it under `/v1/staff/collections`, which keeps the two apart).
 */
/** The contract's fields only (the API's body is strict); a change also sends the version it was loaded at (409 when stale). */
const creatable = editableFields(staffSeriesInput);
const changeable = editableFields(staffSeriesUpdate);

type Titled = { title_ru: string; title_uk: string };
const orNull = (value: string) => value || null;

function SeriesForm({ contract }: { contract: typeof staffSeriesInput | typeof staffSeriesUpdate }) {
  const ua = useLocale() === 'ua';
  return (
    <SimpleForm resolver={editableResolver(contract, ua ? 'ua' : 'ru')} warnWhenUnsavedChanges>
      <ReferenceInput source="brand_id" reference="brands" perPage={100} sort={{ field: 'title', order: 'ASC' }}>
        <AutocompleteInput optionText={(brand: Titled) => (ua ? brand.title_uk : brand.title_ru)} filterToQuery={(q: string) => ({ q })} fullWidth />
      </ReferenceInput>
      <TextInput source="title_ru" fullWidth />
      <TextInput source="title_uk" fullWidth />
      <TextInput source="slug" fullWidth />
      <BooleanInput source="in_menu" />
      <NumberInput source="sort" step={1} />
      <TextInput source="short_description_ru" parse={orNull} multiline fullWidth />
      <TextInput source="short_description_uk" parse={orNull} multiline fullWidth />
      <TextInput source="description_ru" multiline minRows={3} fullWidth />
      <TextInput source="description_uk" multiline minRows={3} fullWidth />
    </SimpleForm>
  );
}

export function SeriesEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={changeable}>
      <SeriesForm contract={staffSeriesUpdate} />
    </Edit>
  );
}

export function SeriesCreate() {
  return (
    <Create redirect="list" transform={creatable}>
      <SeriesForm contract={staffSeriesInput} />
    </Create>
  );
}
