import { BooleanInput, DateTimeInput, SelectInput, TabbedForm, TextInput, useLocale } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ZodType } from 'zod';
import { VIDEO_LINK_TYPES } from '@shop/contracts/content-blocks';
import { NEWS_KINDS } from '@shop/contracts/home';
import { ContentBlocksInput } from '../../fields/content-blocks-input.tsx';
import { contractResolver } from '../products/contract-resolver.ts';
import { ProductImageInput } from '../products/product-image-input.tsx';
import { editablePostSchema } from './editable-post.ts';
import { usePostCategories } from './use-post-categories.ts';

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
/** The picker's local time as the API's ISO instant; empty for "now" (a new post) or "keep" (a saved one). */
const toIso = (value: unknown) => (value instanceof Date ? value.toISOString() : typeof value === 'string' && value ? new Date(value).toISOString() : null);

/** Categories of the chosen kind only: one of another kind is refused by the server anyway. */
function CategoryInput() {
  const categories = usePostCategories();
  const ua = useLocale() === 'ua';
  const kind = useWatch({ name: 'kind' });
  const choices = (categories.data ?? []).filter((c) => c.kind === kind);
  return <SelectInput source="category_id" choices={choices} optionText={(c: { title_ru: string; title_uk: string }) => (ua ? c.title_uk : c.title_ru)} parse={emptyToNull} emptyText="—" />;
}

/** The main video of videos and master classes; other kinds may have one too, but rarely do. */
function VideoInputs() {
  return (
    <>
      <TextInput source="video_url" parse={emptyToNull} helperText="resources.posts.videoHelp" fullWidth />
      <SelectInput source="video_type" choices={VIDEO_LINK_TYPES.map((id) => ({ id, name: `resources.posts.videoTypes.${id}` }))} parse={emptyToNull} />
    </>
  );
}

/** One language's texts: title, short text for lists, and the content blocks. */
function LanguageTab({ suffix }: { suffix: 'ru' | 'uk' }) {
  return (
    <>
      <TextInput source={`title_${suffix}`} fullWidth />
      <TextInput source={`excerpt_${suffix}`} multiline fullWidth />
      <ContentBlocksInput source={`blocks_${suffix}`} messages="resources.posts" />
    </>
  );
}

/**
 * The post form of the edit and create screens: the post's kind, address, category, video, cover and
 * publication, then each language's texts and blocks. The resolver is the API's own contract, so the
 * form refuses what the server would, with the same messages.
 */
export function PostForm({ schema, defaultValues }: { schema: ZodType; defaultValues?: Record<string, unknown> }) {
  const ua = useLocale() === 'ua';
  return (
    <TabbedForm resolver={contractResolver(editablePostSchema(schema), ua ? 'ua' : 'ru')} defaultValues={defaultValues} warnWhenUnsavedChanges>
      <TabbedForm.Tab label="resources.posts.tabs.main">
        <SelectInput source="kind" choices={NEWS_KINDS.map((id) => ({ id, name: `resources.posts.kinds.${id}` }))} />
        <TextInput source="slug" helperText="resources.posts.slugHelp" fullWidth />
        <CategoryInput />
        <VideoInputs />
        <ProductImageInput source="image_id" imageField="image" />
        <BooleanInput source="published" />
        <DateTimeInput source="published_at" parse={toIso} helperText="resources.posts.dateHelp" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.posts.tabs.ru">
        <LanguageTab suffix="ru" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.posts.tabs.ua">
        <LanguageTab suffix="uk" />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
