import type { StaffDashboard } from '@shop/contracts/staff-dashboard';
import { useTranslate } from 'react-admin';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** Orders (bars) and revenue in hryvnias (line) per Kyiv day; revenue on its own axis. */
export default function OrdersChart({ days }: { days: StaffDashboard['days'] }) {
  const translate = useTranslate();
  const rows = days.map((day) => ({ day: day.day.slice(5), orders: day.orders, revenue: Math.round(day.revenue / 100) }));
  return (
    <div data-testid="orders-chart" style={{ width: '100%', height: 320 }}>
      <ResponsiveContainer>
        <ComposedChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 8 }} accessibilityLayer>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" />
          <YAxis yAxisId="orders" allowDecimals={false} />
          <YAxis yAxisId="revenue" orientation="right" />
          <Tooltip />
          <Legend />
          <Bar yAxisId="orders" dataKey="orders" name={translate('dashboard.chart_orders')} fill="#1976d2" />
          <Line yAxisId="revenue" dataKey="revenue" name={translate('dashboard.chart_revenue')} stroke="#b23c17" dot={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
