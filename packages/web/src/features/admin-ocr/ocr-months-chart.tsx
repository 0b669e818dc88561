import { ocrMessages } from '@honora/contract/screen-texts/ocr';
import { type AdminOcrDashboardResponse } from '@honora/contract';
import { formatMonth, formatNumber } from '@honora/domain';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';

const t = ocrMessages.dashboard;

/**
 * Pages read and guides confirmed by month, every company together. Loaded apart from the screen
 * with @mantine/charts, as the other charts are (decision 033); the same numbers are in the table.
 */
export function OcrMonthsChart({ months }: { months: AdminOcrDashboardResponse['months'] }) {
  const data = months.map((m) => ({ label: formatMonth(m.month), pages: m.pages, confirmed: m.confirmed }));
  return (
    <div role="img" aria-label={t.chartLabel}>
      <BarChart
        h={240}
        data={data}
        dataKey="label"
        series={[
          { name: 'pages', label: t.pages, color: 'blue.7' },
          { name: 'confirmed', label: t.confirmed, color: 'teal.7' },
        ]}
        valueFormatter={(value) => formatNumber(value)}
        withLegend
      />
    </div>
  );
}
