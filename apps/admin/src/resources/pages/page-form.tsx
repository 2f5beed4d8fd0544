import { BooleanInput, TabbedForm, TextInput, useLocale } from 'react-admin';
import type { ZodType } from 'zod';
import { ContentBlocksInput } from '../../fields/content-blocks-input.tsx';
import { contractResolver } from '../products/contract-resolver.ts';
import { editablePageSchema } from './editable-page.ts';

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** One language's texts: title, body (HTML), content blocks and the search engines' title and description. */
function LanguageTab({ suffix }: { suffix: 'ru' | 'uk' }) {
  return (
    <>
      <TextInput source={`title_${suffix}`} fullWidth />
      <TextInput source={`body_${suffix}`} multiline minRows={3} helperText="resources.pages.htmlHelp" fullWidth />
      <ContentBlocksInput source={`blocks_${suffix}`} messages="resources.pages" />
      <TextInput source={`meta_title_${suffix}`} parse={emptyToNull} fullWidth />
      <TextInput source={`meta_description_${suffix}`} parse={emptyToNull} multiline fullWidth />
    </>
  );
}

/**
 * The page form of the edit and create screens: the address and publication, then each language's
 * texts and blocks. The resolver is the API's own contract, so the form refuses what the server
 * would, with the same messages.
 */
export function PageForm({ schema, defaultValues }: { schema: ZodType; defaultValues?: Record<string, unknown> }) {
  const ua = useLocale() === 'ua';
  return (
    <TabbedForm resolver={contractResolver(editablePageSchema(schema), ua ? 'ua' : 'ru')} defaultValues={defaultValues} warnWhenUnsavedChanges>
      <TabbedForm.Tab label="resources.pages.tabs.main">
        <TextInput source="slug" helperText="resources.pages.slugHelp" fullWidth />
        <BooleanInput source="published" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.pages.tabs.ru">
        <LanguageTab suffix="ru" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.pages.tabs.ua">
        <LanguageTab suffix="uk" />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
