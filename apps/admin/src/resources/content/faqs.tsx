import { BooleanField, BooleanInput, Create, Datagrid, Edit, FunctionField, List, NumberField, NumberInput, SimpleForm, TextInput, useLocale } from 'react-admin';
import { type StaffFaq, staffFaqBody } from '@shop/contracts/staff-faqs';
import { editableFields, editableResolver } from './editable.ts';

const editable = editableFields(staffFaqBody);

/** Every question in the FAQ's order, unpublished ones too. */
export function FaqList() {
  const ua = useLocale() === 'ua';
  return (
    <List sort={{ field: 'sort', order: 'ASC' }} perPage={100} pagination={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="id" sortable={false} />
        <FunctionField<StaffFaq> label="resources.faqs.fields.question" render={(row) => (ua ? row.question_uk : row.question_ru)} />
        <BooleanField source="published" sortable={false} />
        <NumberField source="sort" sortable={false} />
      </Datagrid>
    </List>
  );
}

/** A question and its answer per language; the answer is HTML, which the shop sanitises when it serves it. */
function FaqForm() {
  const lang = useLocale() === 'ua' ? 'ua' : 'ru';
  return (
    <SimpleForm resolver={editableResolver(staffFaqBody, lang)} warnWhenUnsavedChanges>
      <TextInput source="question_ru" fullWidth />
      <TextInput source="answer_ru" multiline minRows={4} helperText="resources.faqs.htmlHelp" fullWidth />
      <TextInput source="question_uk" fullWidth />
      <TextInput source="answer_uk" multiline minRows={4} helperText="resources.faqs.htmlHelp" fullWidth />
      <BooleanInput source="published" />
      <NumberInput source="sort" step={1} />
    </SimpleForm>
  );
}

export function FaqEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={editable}>
      <FaqForm />
    </Edit>
  );
}

export function FaqCreate() {
  return (
    <Create redirect="list" transform={editable} record={{ published: true, sort: 0 }}>
      <FaqForm />
    </Create>
  );
}
