import { Alert, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportPreview, ImportRow } from '@shop/contracts/staff-catalogue-import';

const number = new Intl.NumberFormat('uk-UA', { maximumFractionDigits: 2 });

/** "Роздріб: 100 → 120" for each column the row changes. */
function Changes({ row }: { row: ImportRow }) {
  const translate = useTranslate();
  return (
    <>
      {Object.entries(row.changes).map(([field, change]) => (
        <div key={field}>
          {translate(`resources.catalogue-import.columns.${field}`)}: {number.format(change.before)} → <strong>{number.format(change.after)}</strong>
        </div>
      ))}
    </>
  );
}

/**
 * What the file would change, rows with errors first (each error beside its row, in the language the
 * API was asked in), and a summary that says whether it can be applied.
 */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const translate = useTranslate();
  const counts = { total: preview.rows_total, changed: preview.rows_changed, errors: preview.rows_with_errors };
  return (
    <Stack spacing={2}>
      <Typography>{translate('resources.catalogue-import.summary', counts)}</Typography>
      {preview.rows_with_errors > 0 ? (
        <Alert severity="error" role="alert">
          {translate('resources.catalogue-import.hasErrors', { smart_count: preview.rows_with_errors })}
        </Alert>
      ) : preview.rows_changed === 0 ? (
        <Alert severity="info">{translate('resources.catalogue-import.nothingChanges')}</Alert>
      ) : null}
      {preview.rows.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={translate('resources.catalogue-import.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.catalogue-import.line')}</TableCell>
                <TableCell>{translate('resources.catalogue-import.columns.article')}</TableCell>
                <TableCell>{translate('resources.catalogue-import.product')}</TableCell>
                <TableCell>{translate('resources.catalogue-import.changes')}</TableCell>
                <TableCell>{translate('resources.catalogue-import.errors')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.rows.map((row) => (
                <TableRow key={row.line} data-line={row.line} sx={row.errors.length ? { backgroundColor: 'error.50', '& td': { color: 'error.dark' } } : undefined}>
                  <TableCell>{row.line}</TableCell>
                  <TableCell>{row.article || '—'}</TableCell>
                  <TableCell>{row.product ?? '—'}</TableCell>
                  <TableCell>
                    <Changes row={row} />
                  </TableCell>
                  <TableCell>
                    {row.errors.map((error) => (
                      <div key={`${error.field}:${error.message}`}>{error.message}</div>
                    ))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
