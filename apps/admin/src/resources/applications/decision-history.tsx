import { Accordion, AccordionDetails, AccordionSummary, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocale } from 'react-admin';
import type { ApplicationDecisionRecord } from '@shop/contracts/staff-applications';
import { useWords } from './words.ts';

/** The decisions on this application, oldest first, each with the letter the applicant got. */
export function DecisionHistory({ history }: { history: ApplicationDecisionRecord[] }) {
  const words = useWords();
  const locale = useLocale();
  if (!history.length) return <Typography color="text.secondary">{words('noHistory')}</Typography>;
  return (
    <Stack spacing={1} data-testid="application-history">
      {history.map((entry) => (
        <Accordion key={entry.at} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {new Date(entry.at).toLocaleString(locale === 'ua' ? 'uk-UA' : 'ru-UA')} ·{' '}
              {entry.decision === 'approve'
                ? words('approvedAs', { type: words(`userType.${entry.userType}`), code: entry.code ?? '' })
                : words('rejectedBecause', { reason: entry.reason ?? '' })}{' '}
              · {entry.actor ?? words('deletedStaff')}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="subtitle2">{entry.letter.subject}</Typography>
            <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
              {entry.letter.text}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Stack>
  );
}
