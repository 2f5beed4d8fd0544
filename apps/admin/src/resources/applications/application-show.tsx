import { Card, CardContent, Divider, Grid, Stack, Typography } from '@mui/material';
import { Show, useRecordContext } from 'react-admin';
import type { ApplicationDetail } from '@shop/contracts/staff-applications';
import { DecisionHistory } from './decision-history.tsx';
import { DecisionPanel } from './decision-panel.tsx';
import { DocumentViewer } from './document-viewer.tsx';
import { useWords } from './words.ts';

/** One application: who applied, its documents shown inline, the decision and the decisions so far. */
export function ApplicationShow() {
  return (
    <Show component="div">
      <ApplicationPage />
    </Show>
  );
}

function ApplicationPage() {
  const record = useRecordContext<ApplicationDetail>();
  const words = useWords();
  if (!record) return null;
  const rows: Array<[string, string | null]> = [
    ['E-mail', record.email],
    [words('phone'), record.phone],
    [words('city'), record.city],
    [words('work'), record.work],
    [words('state'), words(`states.${record.state}`)],
    [words('code'), record.code],
  ];
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                {record.name} {record.secondName}
              </Typography>
              <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
                {rows
                  .filter(([, value]) => value)
                  .map(([label, value]) => (
                    <Typography key={label} sx={{ overflowWrap: 'anywhere' }}>
                      <Typography component="span" color="text.secondary">
                        {label}:
                      </Typography>{' '}
                      {value}
                    </Typography>
                  ))}
              </Stack>
              <Divider />
              <DecisionPanel application={record} />
              <Divider />
              <Typography variant="h6" component="h2">
                {words('history')}
              </Typography>
              {/* Opened from the list, the record is the list's row until the full one arrives: no history yet. */}
              <DecisionHistory history={record.history ?? []} />
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Card>
          <CardContent>
            <Stack spacing={3}>
              <Typography variant="h6" component="h2">
                {words('documents')}
              </Typography>
              {record.files.map((file) => (
                <DocumentViewer key={file.id} userId={record.userId} file={file} />
              ))}
            </Stack>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
