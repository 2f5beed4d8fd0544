import { Create, Edit, NumberInput, SimpleForm, TextInput, useLocale } from 'react-admin';
import { staffBrandInput } from '@shop/contracts/staff-catalogue-directory';
import { contractResolver } from '../products/contract-resolver.ts';

/** What of a brand record the form sends: the contract's fields only (the API's body is strict). */
const FIELDS = Object.keys(staffBrandInput.shape);
export const editableBrand = (record: Record<string, unknown>) => Object.fromEntries(FIELDS.filter((key) => key in record).map((key) => [key, record[key]]));

/** The brand's names and descriptions in both languages, its address and its place in lists. */
function BrandForm() {
  const lang = useLocale() === 'ua' ? 'ua' : 'ru';
  return (
    <SimpleForm resolver={contractResolver(staffBrandInput, lang)} warnWhenUnsavedChanges>
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

/** Saved pessimistically, so a 422 (a taken slug) shows under its field before the form is left. */
export function BrandEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={editableBrand}>
      <BrandForm />
    </Edit>
  );
}

export function BrandCreate() {
  return (
    <Create redirect="list" transform={editableBrand}>
      <BrandForm />
    </Create>
  );
}
