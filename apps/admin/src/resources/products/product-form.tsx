import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TabbedForm,
  TextInput,
  useLocale,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ZodType } from 'zod';
import { contractResolver } from './contract-resolver.ts';
import { editableSchema } from './editable-product.ts';
import { ProductImageInput } from './product-image-input.tsx';
import { useProductOptions } from './use-product-options.ts';

type Titled = { id: number; title_ru: string; title_uk: string };

/** The texts of one language: the name and the four stored tabs of the product page. */
function LanguageTab({ suffix }: { suffix: 'ru' | 'uk' }) {
  return (
    <>
      <TextInput source={`title_${suffix}`} fullWidth />
      {(['description', 'structure', 'recommendation', 'additional'] as const).map((tab) => (
        <TextInput key={tab} source={`${tab}_${suffix}`} multiline minRows={4} fullWidth />
      ))}
    </>
  );
}

/** Series of the chosen brand only: a series of another brand is refused by the server anyway. */
function SeriesInput({ title }: { title: (o: Titled) => string }) {
  const options = useProductOptions();
  const brandId = useWatch({ name: 'brand_id' });
  const choices = (options.data?.series ?? []).filter((s) => s.brand_id === brandId);
  return <AutocompleteInput source="series_id" choices={choices} optionText={title} parse={(v) => (v === '' || v === undefined ? null : v)} fullWidth />;
}

/**
 * The product form of the edit and create screens: tabs for the Russian and Ukrainian texts, the
 * product's relations, its variants with a price for every price audience, and its images. The
 * resolver is the API's own contract, so the form refuses what the server would.
 */
export function ProductForm({ schema, defaultValues }: { schema: ZodType; defaultValues?: Record<string, unknown> }) {
  const options = useProductOptions();
  const locale = useLocale();
  const ua = locale === 'ua';
  const title = (o: Titled) => (ua ? o.title_uk : o.title_ru);
  return (
    <TabbedForm resolver={contractResolver(editableSchema(schema), ua ? 'ua' : 'ru')} defaultValues={defaultValues} warnWhenUnsavedChanges>
      <TabbedForm.Tab label="resources.products.tabs.ru">
        <LanguageTab suffix="ru" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.products.tabs.ua">
        <LanguageTab suffix="uk" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.products.tabs.relations">
        <TextInput source="slug" fullWidth />
        <SelectInput source="brand_id" choices={options.data?.brands ?? []} optionText={title} fullWidth />
        <SeriesInput title={title} />
        <AutocompleteArrayInput source="category_ids" choices={options.data?.categories ?? []} optionText={title} fullWidth />
        <AutocompleteArrayInput source="tag_ids" choices={options.data?.tags ?? []} optionText={title} fullWidth />
        <AutocompleteArrayInput
          source="ingredient_ids"
          choices={options.data?.ingredients ?? []}
          optionText={(o: Titled & { inci_name: string }) => `${o.inci_name} — ${title(o)}`}
          fullWidth
        />
        <BooleanInput source="published" />
        <BooleanInput source="is_new" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.products.tabs.variants">
        <ArrayInput source="variants" label={false}>
          <SimpleFormIterator inline disableReordering>
            <TextInput source="article" label="resources.products.fields.article" />
            <TextInput source="value_ru" label="resources.products.fields.value_ru" />
            <TextInput source="value_uk" label="resources.products.fields.value_uk" />
            <NumberInput source="size" label="resources.products.fields.size" step={1} />
            <NumberInput source="quantity" label="resources.products.fields.quantity" step={1} />
            <NumberInput source="retail_price" label="resources.products.fields.retail_price" step={0.01} />
            <NumberInput source="old_retail_price" label="resources.products.fields.old_retail_price" step={0.01} />
            <NumberInput source="professional_price" label="resources.products.fields.professional_price" step={0.01} />
            <NumberInput source="distributor_price" label="resources.products.fields.distributor_price" step={0.01} />
            <NumberInput source="client_price" label="resources.products.fields.client_price" step={0.01} />
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.products.tabs.images">
        <ProductImageInput source="image_id" imageField="image" />
        <ProductImageInput source="image2_id" imageField="image2" />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
