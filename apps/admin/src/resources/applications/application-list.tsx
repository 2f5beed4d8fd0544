import { useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, FunctionField, List, SelectInput, SimpleList, TextField, required } from 'react-admin';
import { APPLICATION_STATES, type Application } from '@shop/contracts/staff-applications';
import { useWords } from './words.ts';
import { KyivDateField } from '../../fields/kyiv-date-field.tsx';

const fullName = (record: Application) => `${record.name} ${record.secondName}`.trim();

/** Applications by state; the waiting ones first by default, oldest first (the server's order). */
export function ApplicationList() {
  const words = useWords();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const filters = [
    <SelectInput
      key="state"
      source="state"
      label={words('state')}
      choices={APPLICATION_STATES.map((state) => ({ id: state, name: words(`states.${state}`) }))}
      alwaysOn
      validate={required()}
    />,
  ];
  return (
    <List filters={filters} filterDefaultValues={{ state: 'pending' }} exporter={false} perPage={20}>
      {narrow ? (
        <SimpleList<Application>
          primaryText={fullName}
          secondaryText={(record) => `${record.email} · ${record.work ?? ''}`}
          tertiaryText={(record) => new Date(record.submittedAt).toLocaleDateString()}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <FunctionField<Application> label={words('fullName')} render={fullName} sortable={false} />
          <TextField source="email" label="E-mail" sortable={false} />
          <TextField source="phone" label={words('phone')} sortable={false} />
          <TextField source="work" label={words('work')} sortable={false} />
          <TextField source="city" label={words('city')} sortable={false} />
          <FunctionField<Application> label={words('documents')} render={(record) => record.files.length} sortable={false} />
          <KyivDateField source="submittedAt" label={words('submittedAt')} showTime sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
