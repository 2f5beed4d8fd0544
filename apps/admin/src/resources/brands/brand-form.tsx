import { Create, Edit, NumberInput, SimpleForm, TextInput, useLocale } from 'react-admin';
import { staffBrandInput, staffBrandUpdate } from '@shop/contracts/staff-catalogue-directory';
import { editableFields, editableResolver } from '../content/editable.ts';

/**
 * What of a brand record the form sends: the contract's fields only (the API's body is strict); a
 * change also sends the version the form was loaded at, so a colleague's save since is a 409.
 */
const creatable = editableFields(staffBrandInput);
const changeable = editableFields(staffBrandUpdate);

/** The brand's names and descriptions in both languages, its address and its place in lists. */
function BrandForm({ contract }: { contract: typeof staffBrandInput | typeof staffBrandUpdate }) {
  const lang = useLocale() === 'ua' ? 'ua' : 'ru';
  return (
    <SimpleForm resolver={editableResolver(contract, lang)} warnWhenUnsavedChanges>
      <TextInput source="title_ru" fullWidth />
      <TextInput source="title_uk" fullWidth />
      <TextInput source="slug" helperText="resources.brands.slugHelp" fullWidth />
      <TextInput source="country" parse={(value: string) => value || null} />
      <NumberInput source="sort" step={1} />
      <TextInput source="description_ru" multiline minRows={3} fullWidth />
      <TextInput source="description_uk" multiline minRows={3} fullWidth />
    </SimpleForm>
  );
}

/** Saved pessimistically, so a 422 (a taken slug) or a 409 (a stale version) shows before the form is left. */
export function BrandEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={changeable}>
      <BrandForm contract={staffBrandUpdate} />
    </Edit>
  );
}

export function BrandCreate() {
  return (
    <Create redirect="list" transform={creatable}>
      <BrandForm contract={staffBrandInput} />
    </Create>
  );
}
