import { formsScreenMessages as t } from '@honora/contract/screen-texts/forms';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';

/**
 * The counts of one choice question as bars (decision 057). Loaded apart with @mantine/charts,
 * as the other charts are; the same counts are in the list beside it.
 */
export function SummaryChart({ label, counts }: { label: string; counts: { option: string; count: number }[] }) {
  return (
    <div role="img" aria-label={label}>
      <BarChart
        h={Math.max(120, counts.length * 36)}
        data={counts}
        dataKey="option"
        orientation="vertical"
        series={[{ name: 'count', label: t.chartCount, color: 'blue.7' }]}
        yAxisProps={{ width: 140 }}
      />
    </div>
  );
}
