import {
  BooleanInput,
  Edit,
  Labeled,
  NumberField,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useLocale,
} from 'react-admin';
import { Box } from '@mui/material';
import { statusChoices, typeChoices } from './choices.ts';
import { editableUser, userFormResolver } from './editable-user.ts';
import { StaffRolePanel } from './staff-role-panel.tsx';
import { KyivDateField } from '../../fields/kyiv-date-field.tsx';

/** What the account is: shown, never edited here (a password or its hash is never even sent). */
function AccountFacts() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2, width: '100%', mb: 2 }}>
      {(['id', 'email', 'phone', 'name', 'second_name', 'city', 'work', 'code'] as const).map((source) => (
        <Labeled key={source} source={source}>
          {source === 'id' ? <NumberField source="id" /> : <TextField source={source} emptyText="—" />}
        </Labeled>
      ))}
      <Labeled source="bonus_amount">
        <NumberField source="bonus_amount" />
      </Labeled>
      <Labeled source="created_at">
        <KyivDateField source="created_at" showTime />
      </Labeled>
    </Box>
  );
}

/**
 * One account: its type, discounts, bonuses, block and agent code, saved with the API's contract
 * (only those fields are sent); below the form, its staff role. Saved pessimistically, so a refusal
 * (an unknown agent code, blocking oneself) is shown on its field before the form is left.
 */
export function UserEdit() {
  const lang = useLocale() === 'ua' ? 'ua' : 'ru';
  return (
    <Edit mutationMode="pessimistic" redirect={false} transform={editableUser}>
      {/* noValidate: the browser's own range check (discount 0–100) would stop the form before the contract's words show. */}
      <SimpleForm resolver={userFormResolver(lang)} noValidate>
        <AccountFacts />
        <SelectInput source="user_type" choices={typeChoices} />
        <NumberInput source="individual_discount" min={0} max={100} step={1} />
        <BooleanInput source="temp_discount" />
        <BooleanInput source="can_use_bonuses" />
        <SelectInput source="status" choices={statusChoices} helperText="resources.users.blocked_notice" />
        <TextInput source="assigned_code" parse={(value: string) => value} />
        <StaffRolePanel />
      </SimpleForm>
    </Edit>
  );
}
