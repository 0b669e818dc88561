import { dashboardScreenMessages as t } from '@honora/contract/screen-texts/dashboard';
import { formatCents, formatNumber, formatPercent } from '@honora/domain';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Anchor, Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SectionSpec } from './dashboard-sections';

type View = 'chart' | 'numbers';

function valueFormatter(spec: SectionSpec) {
  if (spec.isPercent) return (value: number) => formatPercent(value);
  if (spec.isMoney) return (value: number) => formatCents(Math.round(value * 100));
  return (value: number) => formatNumber(value);
}

/** The same numbers as the chart, as a table; each row's name opens its events when the list can filter them. */
function NumbersTable({ spec }: { spec: SectionSpec }) {
  return (
    <Table striped withTableBorder aria-labelledby={`${spec.id}-title`}>
      <Table.Thead>
        <Table.Tr>
          {spec.columns.map((column, i) => (
            <Table.Th key={column} ta={i === 0 ? undefined : 'right'}>
              {column}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {spec.rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td>
              {row.link ? (
                <Anchor component={Link} to={row.link}>
                  {row.label}
                </Anchor>
              ) : (
                row.label
              )}
            </Table.Td>
            {row.cells.map((cell, i) => (
              <Table.Td key={i} ta="right" style={{ whiteSpace: 'nowrap' }}>
                {cell}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * One chart of the dashboard with its "ver números" switch (decision 033): a bar opens the
 * events list with that bar's filter, as the table's row links do.
 */
export function ChartSection({ spec, startsWithNumbers }: { spec: SectionSpec; startsWithNumbers: boolean }) {
  const [view, setView] = useState<View>(startsWithNumbers ? 'numbers' : 'chart');
  const navigate = useNavigate();
  const hasData = spec.rows.length > 0;
  const openRow = (index: number) => {
    const link = spec.rows[index]?.link;
    if (link) void navigate(link);
  };
  const height = spec.orientation === 'vertical' ? Math.max(160, spec.rows.length * 36 + 40) : 260;
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={`${spec.id}-title`} data-section={spec.id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5" id={`${spec.id}-title`}>
            {spec.title}
          </Title>
          {hasData ? (
            <SegmentedControl
              size="xs"
              value={view}
              onChange={(value) => setView(value as View)}
              data={[
                { value: 'chart', label: t.chart },
                { value: 'numbers', label: t.numbers },
              ]}
            />
          ) : null}
        </Group>
        {spec.note ? (
          <Text size="sm" c="dimmed">
            {spec.note}
          </Text>
        ) : null}
        {!hasData ? null : view === 'numbers' ? (
          <NumbersTable spec={spec} />
        ) : (
          <BarChart
            h={height}
            data={spec.chartData}
            dataKey="label"
            series={spec.series}
            orientation={spec.orientation}
            valueFormatter={valueFormatter(spec)}
            withLegend={spec.series.length > 1}
            yAxisProps={spec.orientation === 'vertical' ? { width: 140 } : undefined}
            barProps={{ onClick: (_: unknown, index: number) => openRow(index), cursor: 'pointer' }}
          />
        )}
      </Stack>
    </Paper>
  );
}
