import type { AdminBiResponse } from '@honora/contract';
import { adminBiScreenMessages as t } from '@honora/contract/screen-texts/admin-bi';
import { formatCents, formatMonth } from '@honora/domain';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';

/**
 * The total production by month (decision 038): produced and received of every company. Loaded
 * apart from the BI screen with @mantine/charts, as the dashboard's charts are (decision 033);
 * the same figures are in the table below it.
 */
export function MonthsChart({ months }: { months: AdminBiResponse['months'] }) {
  const data = months.map((m) => ({
    label: formatMonth(m.month),
    produced: Number(m.totalProduced),
    received: Number(m.totalReceived),
  }));
  return (
    <div role="img" aria-label={t.bi.chartLabel}>
      <BarChart
        h={240}
        data={data}
        dataKey="label"
        series={[
          { name: 'produced', label: t.produced, color: 'blue.7' },
          { name: 'received', label: t.received, color: 'teal.7' },
        ]}
        valueFormatter={(value) => formatCents(Math.round(value * 100))}
        withLegend
        yAxisProps={{ width: 110 }}
      />
    </div>
  );
}
