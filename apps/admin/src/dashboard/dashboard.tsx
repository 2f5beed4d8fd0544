import { Box, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import type { StaffDashboard } from '@shop/contracts/staff-dashboard';
import type { StaffRole } from '@shop/contracts/staff-roles';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Title, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { staffApi } from '../api/data-provider.ts';
import { NoAccess } from '../auth/no-access.tsx';
import { formatMoney } from './money.ts';

// The chart library is loaded with this screen only, never with the shell.
const OrdersChart = lazy(() => import('./orders-chart.tsx'));

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h3">
          {label}
        </Typography>
        <Typography variant="h5" component="p">
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }} aria-label={title}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Box>
  );
}

const cell = { size: { xs: 12, sm: 6, md: 3 } } as const;

export function Dashboard() {
  const { permissions, isPending: permissionsPending } = usePermissions<StaffRole | null>();
  if (permissionsPending) return null;
  if (!permissions) return <NoAccess />;
  return <DashboardFigures />;
}

function DashboardFigures() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data } = useQuery({
    queryKey: ['staff-dashboard'],
    queryFn: async () => (await staffApi.get<{ data: StaffDashboard }>('/v1/staff/dashboard')).data,
  });
  const money = (kopecks: number) => formatMoney(kopecks, locale);
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('dashboard.title')} />
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {translate('dashboard.title')}
      </Typography>
      {!data ? (
        <Skeleton variant="rectangular" height={320} />
      ) : (
        <>
          <Section title={translate('dashboard.today')}>
            <Grid {...cell}>
              <Figure label={translate('dashboard.orders')} value={data.today.orders} />
            </Grid>
            <Grid {...cell}>
              <Figure label={translate('dashboard.revenue')} value={money(data.today.revenue)} />
            </Grid>
          </Section>
          <Section title={translate('dashboard.week')}>
            <Grid {...cell}>
              <Figure label={translate('dashboard.orders')} value={data.week.orders} />
            </Grid>
            <Grid {...cell}>
              <Figure label={translate('dashboard.revenue')} value={money(data.week.revenue)} />
            </Grid>
          </Section>
          <Section title={translate('dashboard.waiting')}>
            <Grid {...cell}>
              <Figure label={translate('dashboard.awaiting_payment')} value={data.awaitingPayment} />
            </Grid>
            <Grid {...cell}>
              <Figure label={translate('dashboard.awaiting_shipping')} value={data.awaitingShipping} />
            </Grid>
            <Grid {...cell}>
              <Figure label={translate('dashboard.applications_waiting')} value={data.applicationsWaiting} />
            </Grid>
            <Grid {...cell}>
              <Figure label={translate('dashboard.reviews_held')} value={data.reviewsHeld} />
            </Grid>
            <Grid {...cell}>
              <Figure label={translate('dashboard.questions_held')} value={data.questionsHeld} />
            </Grid>
            <Grid {...cell}>
              <Figure label={translate('dashboard.comments_held')} value={data.commentsHeld} />
            </Grid>
          </Section>
          <Box component="section" aria-label={translate('dashboard.chart_title')}>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('dashboard.chart_title')}
            </Typography>
            <Suspense fallback={<Skeleton variant="rectangular" height={320} />}>
              <OrdersChart days={data.days} />
            </Suspense>
          </Box>
        </>
      )}
    </Box>
  );
}
