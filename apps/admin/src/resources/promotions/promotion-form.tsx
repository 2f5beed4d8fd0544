import {
  AutocompleteInput,
  BooleanInput,
  Create,
  Edit,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useLocale,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Chip, Stack } from '@mui/material';
import { PROMO_KINDS, type StaffPromotion, staffPromotionInput, staffPromotionUpdate } from '@shop/contracts/staff-catalogue-directory';
import { editableFields, editableResolver } from '../content/editable.ts';

/**
 * A sample or gift rule, as the basket's check-samples and check-gift read it: the basket total it
 * needs (of one brand's goods if a brand is chosen), how many items a shopper may pick, and the
 * variants it hands out.
 */
const creatable = editableFields(staffPromotionInput);
/** A change also sends the version the form was loaded at: a colleague's save since is a 409. */
const changeable = editableFields(staffPromotionUpdate);

type Titled = { title_ru: string; title_uk: string };

/** Variant ids typed as "12, 15, 40"; anything that is not a number is left for the contract to refuse. */
const toIds = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
const fromIds = (ids: unknown) => (Array.isArray(ids) ? ids.join(', ') : '');

/** The variants the rule hands out now, by article and name. */
function CurrentItems() {
  const record = useRecordContext<StaffPromotion>();
  if (!record?.items.length) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
      {record.items.map((item) => (
        <Chip key={item.id} label={`${item.id}: ${item.article} — ${item.title}`} />
      ))}
    </Stack>
  );
}

function PromotionForm({ contract }: { contract: typeof staffPromotionInput | typeof staffPromotionUpdate }) {
  const translate = useTranslate();
  const ua = useLocale() === 'ua';
  return (
    <SimpleForm resolver={editableResolver(contract, ua ? 'ua' : 'ru')} warnWhenUnsavedChanges>
      <SelectInput source="kind" choices={PROMO_KINDS.map((kind) => ({ id: kind, name: translate(`resources.promotions.kinds.${kind}`) }))} />
      <TextInput source="title_ru" fullWidth />
      <TextInput source="title_uk" fullWidth />
      <NumberInput source="min_total" min={0} step={1} helperText="resources.promotions.minTotalHelp" />
      <ReferenceInput source="brand_id" reference="brands" perPage={100} sort={{ field: 'title', order: 'ASC' }}>
        <AutocompleteInput
          optionText={(brand: Titled) => (ua ? brand.title_uk : brand.title_ru)}
          filterToQuery={(q: string) => ({ q })}
          emptyValue={null}
          parse={(value) => value ?? null}
          helperText="resources.promotions.brandHelp"
        />
      </ReferenceInput>
      <NumberInput source="max_count" min={1} step={1} />
      <BooleanInput source="active" />
      <TextInput source="item_ids" format={fromIds} parse={toIds} helperText="resources.promotions.itemsHelp" fullWidth />
      <CurrentItems />
    </SimpleForm>
  );
}

export function PromotionEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={changeable}>
      <PromotionForm contract={staffPromotionUpdate} />
    </Edit>
  );
}

export function PromotionCreate() {
  return (
    <Create redirect="list" transform={creatable} record={{ kind: 'sample', min_total: 0, max_count: 1, active: true, brand_id: null, item_ids: [] }}>
      <PromotionForm contract={staffPromotionInput} />
    </Create>
  );
}
