import { Box, Typography } from '@mui/material';
import { Datagrid, DateInput, FunctionField, List, NumberField, NumberInput, TextField, TextInput, useRecordContext, useTranslate } from 'react-admin';
import type { AuditEntry } from '@shop/contracts/staff-audit';
import { KyivDateField } from '../../fields/kyiv-date-field.tsx';

/** A change's fields before and after, side by side, as stored. */
function ChangePanel() {
  const record = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  if (!record) return null;
  const block = (label: string, value: unknown) => (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2">{translate(label)}</Typography>
      <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 13 }}>
        {value === null ? '—' : JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
  return (
    <Box sx={{ display: 'flex', gap: 3, p: 1 }}>
      {block('resources.audit.fields.before', record.before)}
      {block('resources.audit.fields.after', record.after)}
      {Object.keys(record.details).length ? block('resources.audit.fields.details', record.details) : null}
    </Box>
  );
}

/**
 * Every staff change, newest first, paged and filtered on the server (who, which record, which
 * action, Kyiv days). Read only: there is nothing to edit or delete here, nor on the server.
 */
export function AuditList() {
  const translate = useTranslate();
  const filters = [
    <NumberInput key="actor_id" source="actor_id" min={1} />,
    <TextInput key="subject_type" source="subject_type" alwaysOn />,
    <NumberInput key="subject_id" source="subject_id" min={0} alwaysOn />,
    <TextInput key="action" source="action" />,
    <DateInput key="from" source="from" />,
    <DateInput key="to" source="to" />,
  ];
  return (
    <List filters={filters} perPage={50} sort={{ field: 'at', order: 'DESC' }} exporter={false}>
      <Datagrid expand={<ChangePanel />} rowClick="expand" bulkActionButtons={false}>
        <KyivDateField source="at" showTime sortable={false} />
        <FunctionField<AuditEntry>
          source="actor"
          sortable={false}
          render={(row) => (row.actor ? `${row.actor.name || row.actor.email} (${row.actor.email})` : translate('resources.audit.deleted_actor'))}
        />
        <TextField source="action" sortable={false} />
        <TextField source="subject_type" sortable={false} />
        <NumberField source="subject_id" sortable={false} />
      </Datagrid>
    </List>
  );
}
