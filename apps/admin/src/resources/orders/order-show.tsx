import { Box, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { StaffOrderDetail } from '@shop/contracts/orders';
import type { ReactNode } from 'react';
import { Loading, Show, useShowContext, useTranslate } from 'react-admin';
import { OrderActions } from './order-actions.tsx';

const when = (iso: string) => new Date(iso).toLocaleString('uk-UA', { timeZone: 'Europe/Kyiv', dateStyle: 'short', timeStyle: 'short' });

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A label and its value, one line each; empty values are left out. */
function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(7rem, auto) 1fr', columnGap: 2, rowGap: 0.5 }}>
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

/** A table that scrolls sideways inside its card on a phone instead of widening the page. */
function Scroll({ children }: { children: ReactNode }) {
  return <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>{children}</Box>;
}

function OrderPage() {
  const { record } = useShowContext<StaffOrderDetail>();
  const translate = useTranslate();
  // Opened from the list, react-admin first shows the list's row, which has no customer, payments or
  // history: the page waits for the order itself.
  if (!record?.customer) return <Loading />;
  const t = (key: string) => translate(`resources.orders.${key}`);
  const order = record;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          №{order.number}
        </Typography>
        <Chip label={order.status_title} color="primary" data-testid="order-status" />
        <Chip label={order.payment_title} variant="outlined" />
        <Typography color="text.secondary">{when(order.created_at)}</Typography>
      </Stack>
      <OrderActions order={order} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Section title={t('sections.customer')}>
          <Facts
            rows={[
              [t('fields.name'), order.customer.name],
              [t('fields.phone'), order.customer.phone],
              [t('fields.email'), order.customer.email],
              [t('customer.account'), order.customer.account_email ? `${order.customer.account_email} (${order.customer.account_type})` : t('customer.guest')],
              [t('customer.comment'), order.comment],
              [t('customer.no_call'), order.no_call ? '✓' : null],
            ]}
          />
        </Section>
        <Section title={t('sections.delivery')}>
          <Facts
            rows={[
              [t('fields.delivery_method'), order.delivery.method],
              [t('delivery_info.city'), order.delivery.city],
              [t('delivery_info.warehouse'), order.delivery.warehouse],
              [t('delivery_info.address'), order.delivery.address],
              [t('delivery_info.waybill'), order.delivery.waybill],
            ]}
          />
        </Section>
      </Box>
      <Section title={t('sections.lines')}>
        <Scroll>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('line')}</TableCell>
                <TableCell align="right">×</TableCell>
                <TableCell align="right">{t('fields.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.products.map((line) => (
                <TableRow key={`${line.type}-${line.product_price_id ?? line.id}-${line.title}-${line.price}`}>
                  <TableCell>
                    {line.title}
                    {line.value ? `, ${line.value}` : ''} {line.article && <Typography component="span" color="text.secondary">({line.article})</Typography>}
                  </TableCell>
                  <TableCell align="right">{line.count}</TableCell>
                  <TableCell align="right">{line.total}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Scroll>
        <Box sx={{ mt: 2 }}>
          <Facts
            rows={[
              [t('amounts.goods'), order.goods_total],
              [t('amounts.discount'), order.discount_total ? `−${order.discount_total}` : null],
              [t('amounts.bonuses_spent'), order.bonuses_spent ? `−${order.bonuses_spent}` : null],
              [t('amounts.delivery'), order.delivery_price || null],
              [t('amounts.total'), <strong key="total">{order.total} грн</strong>],
              [t('amounts.bonuses_earned'), order.bonuses_earned || null],
            ]}
          />
        </Box>
      </Section>
      <Section title={t('sections.notes')}>
        {order.notes.length === 0 && <Typography color="text.secondary">{t('none')}</Typography>}
        {order.notes.map((note) => (
          <Typography key={note.id} sx={{ mb: 1, whiteSpace: 'pre-wrap' }}>
            <Typography component="span" color="text.secondary">
              {when(note.at)} · {note.author ?? '—'}:
            </Typography>{' '}
            {note.text}
          </Typography>
        ))}
      </Section>
      <Section title={t('sections.payments')}>
        {order.payments.length === 0 && <Typography color="text.secondary">{t('none')}</Typography>}
        {order.payments.length > 0 && (
          <Scroll>
            <Table size="small">
              <TableBody>
                {order.payments.map((payment) => (
                  <TableRow key={`${payment.payment_id}-${payment.status}`}>
                    <TableCell>{when(payment.at)}</TableCell>
                    <TableCell>{payment.status}</TableCell>
                    <TableCell align="right">{payment.amount} грн</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{JSON.stringify(payment.payload)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Scroll>
        )}
      </Section>
      <Section title={t('sections.history')}>
        <Scroll>
          <Table size="small">
            <TableBody>
              {order.events.map((event) => (
                <TableRow key={`${event.at}-${event.event}-${event.to}-${event.payment_to}`}>
                  <TableCell>{when(event.at)}</TableCell>
                  <TableCell>{event.from ? `${translate(`resources.orders.status.${event.from}`)} → ` : ''}{translate(`resources.orders.status.${event.to}`)}</TableCell>
                  <TableCell>{event.actor}</TableCell>
                  <TableCell>{event.note}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Scroll>
      </Section>
      <Section title={t('sections.changes')}>
        {order.changes.length === 0 && <Typography color="text.secondary">{t('none')}</Typography>}
        {order.changes.map((change) => (
          <Typography key={`${change.at}-${change.action}-${JSON.stringify(change.after)}`} variant="body2" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
            {when(change.at)} · {change.actor ?? '—'} · {change.action} · {JSON.stringify(change.before)} → {JSON.stringify(change.after)}
          </Typography>
        ))}
      </Section>
    </Stack>
  );
}

/** One order (`GET /v1/staff/orders/{id}`) with the moves its state allows. */
export function OrderShow() {
  return (
    <Show actions={false} component="div">
      <OrderPage />
    </Show>
  );
}
