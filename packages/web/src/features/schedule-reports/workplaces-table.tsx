import type { ScheduleReportTotals, ScheduleReportWorkplace } from '@honora/contract';
import { scheduleReportsScreenMessages as t } from '@honora/contract/screen-texts/schedule-reports';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { coveragePercent, numberText } from './report-figures';

type Figures = Pick<ScheduleReportWorkplace, 'cells' | 'filled' | 'open' | 'hours'>;

function FigureCells({ figures }: { figures: Figures }) {
  return (
    <>
      <Table.Td ta="right">{numberText(figures.cells)}</Table.Td>
      <Table.Td ta="right">{numberText(figures.filled)}</Table.Td>
      <Table.Td ta="right">{numberText(figures.open)}</Table.Td>
      <Table.Td ta="right">{coveragePercent(figures.filled, figures.cells)}</Table.Td>
      <Table.Td ta="right">{numberText(figures.hours)}</Table.Td>
    </>
  );
}

/** Each workplace's coverage in the period (the places of its live lines on every day), with the total. */
export function WorkplacesTable({
  workplaces,
  totals,
}: {
  workplaces: readonly ScheduleReportWorkplace[];
  totals: ScheduleReportTotals;
}) {
  const placesHours = workplaces.reduce((sum, w) => sum + w.hours, 0);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="schedule-report-workplaces">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id="schedule-report-workplaces">
            {t.workplacesTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {t.workplacesHint}
          </Text>
        </div>
        {workplaces.length === 0 ? (
          <Text c="dimmed">{t.workplacesEmpty}</Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped aria-label={t.workplacesTitle}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t.workplace}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t.cells}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t.filled}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t.open}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t.figures.coverage}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t.hours}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {workplaces.map((place) => (
                  <Table.Tr key={place.workplaceId}>
                    <Table.Th scope="row" fw={500}>
                      {place.name}
                    </Table.Th>
                    <FigureCells figures={place} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr fw={700}>
                  <Table.Th scope="row">{t.total}</Table.Th>
                  <FigureCells figures={{ ...totals, hours: Math.round(placesHours * 100) / 100 }} />
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
