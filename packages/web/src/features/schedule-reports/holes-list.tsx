import { fmt, type ScheduleReport } from '@honora/contract';
import { scheduleReportsScreenMessages as t } from '@honora/contract/screen-texts/schedule-reports';
import { formatDate } from '@honora/domain';
import { Alert, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { holeTimes, numberText } from './report-figures';

/** The open places of the published months from today on, by day and time (at most 500 listed). */
export function HolesList({ report }: { report: Pick<ScheduleReport, 'holes' | 'holesTruncated' | 'totals'> }) {
  const { holes } = report;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="schedule-report-holes">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id="schedule-report-holes">
            {t.holesTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {t.holesHint}
          </Text>
        </div>
        {report.holesTruncated && (
          <Alert color="blue">
            {fmt(t.holesTruncated, { shown: numberText(holes.length), total: numberText(report.totals.holes) })}
          </Alert>
        )}
        {holes.length === 0 ? (
          <Text c="dimmed">{t.holesEmpty}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label={t.holesTitle}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t.day}</Table.Th>
                  <Table.Th scope="col">{t.workplace}</Table.Th>
                  <Table.Th scope="col">{t.shift}</Table.Th>
                  <Table.Th scope="col">{t.time}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t.position}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {holes.map((hole, i) => (
                  <Table.Tr key={`${i}|${hole.day}|${hole.position}`}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(hole.day)}</Table.Td>
                    <Table.Td>{hole.workplaceName}</Table.Td>
                    <Table.Td>{hole.shiftName}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{holeTimes(hole)}</Table.Td>
                    <Table.Td ta="right">{hole.position + 1}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
