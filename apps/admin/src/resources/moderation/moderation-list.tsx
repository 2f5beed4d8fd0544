import { Chip, Link, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  SimpleList,
  TextInput,
  useListContext,
  useLocale,
  required,
  useRecordContext,
} from 'react-admin';
import { MODERATION_KINDS, MODERATION_STATES, type ModerationItem } from '@shop/contracts/staff-moderation';
import { ModerationActions } from './moderation-actions.tsx';
import { useWords } from './words.ts';
import { KyivDateField } from '../../fields/kyiv-date-field.tsx';

/**
 * The moderation queue: held reviews, questions and blog comments, oldest first; by kind and state,
 * or one author's items of every state (the author's e-mail is a link to them).
 */
export function ModerationList() {
  const words = useWords();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const filters = [
    <SelectInput
      key="kind"
      source="kind"
      label={words('kind')}
      choices={MODERATION_KINDS.map((kind) => ({ id: kind, name: words(`kinds.${kind}`) }))}
      emptyText={words('allKinds')}
      alwaysOn
    />,
    <SelectInput
      key="state"
      source="state"
      label={words('state')}
      choices={[...MODERATION_STATES, 'all'].map((state) => ({ id: state, name: words(`states.${state}`) }))}
      validate={required()}
      alwaysOn
    />,
    <TextInput key="author" source="author" label={words('author')} type="email" alwaysOn resettable />,
  ];
  return (
    <List filters={filters} filterDefaultValues={{ state: 'waiting' }} exporter={false} perPage={20}>
      {narrow ? (
        <SimpleList<ModerationItem>
          primaryText={(record) => `${words(`kinds.${record.kind}`)} · ${record.name}`}
          secondaryText={(record) => record.message}
          tertiaryText={(record) => words(`states.${record.state}`)}
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <FunctionField<ModerationItem> label={words('kind')} render={(record) => <KindChip record={record} />} sortable={false} />
          <FunctionField<ModerationItem> label={words('author')} render={() => <AuthorCell />} sortable={false} />
          <FunctionField<ModerationItem> label={words('text')} render={() => <TextCell />} sortable={false} />
          <FunctionField<ModerationItem> label={words('subject')} render={() => <SubjectCell />} sortable={false} />
          <KyivDateField source="createdAt" label={words('createdAt')} showTime sortable={false} />
          <FunctionField<ModerationItem> label={words('state')} render={(record) => words(`states.${record.state}`)} sortable={false} />
          <FunctionField<ModerationItem> label="" render={() => <ModerationActions />} sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}

function KindChip({ record }: { record: ModerationItem }) {
  const words = useWords();
  return <Chip size="small" label={words(`kinds.${record.kind}`)} color={record.kind === 'comment' ? 'default' : 'primary'} variant="outlined" />;
}

/** The author, and a link to all of its items: the list filtered by its e-mail, every state. */
function AuthorCell() {
  const record = useRecordContext<ModerationItem>();
  const { filterValues, setFilters } = useListContext();
  const words = useWords();
  if (!record) return null;
  return (
    <Stack>
      <Typography variant="body2">{record.name}</Typography>
      <Link
        component="button"
        variant="body2"
        onClick={() => setFilters({ ...filterValues, kind: undefined, author: record.email, state: 'all' }, {})}
        title={words('authorItems')}
        sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
      >
        {record.email}
      </Link>
    </Stack>
  );
}

function TextCell() {
  const record = useRecordContext<ModerationItem>();
  const words = useWords();
  if (!record) return null;
  return (
    <Stack spacing={0.5} sx={{ maxWidth: 420 }}>
      {record.rating !== null && <Typography variant="body2">{'★'.repeat(record.rating)}</Typography>}
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {record.message}
      </Typography>
      {record.answer && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {words('shopAnswer')}: {record.answer}
        </Typography>
      )}
    </Stack>
  );
}

function SubjectCell() {
  const record = useRecordContext<ModerationItem>();
  const locale = useLocale();
  if (!record) return null;
  return <Typography variant="body2">{locale === 'ua' ? record.subject.titleUk : record.subject.titleRu}</Typography>;
}
