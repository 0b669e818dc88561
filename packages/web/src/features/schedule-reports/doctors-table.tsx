import type { ScheduleReportDoctor } from '@honora/contract';
import { scheduleReportsScreenMessages as t } from '@honora/contract/screen-texts/schedule-reports';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { AVERAGED, groupAverages, numberText, type AveragedKey } from './report-figures';

const headers: Record<AveragedKey, string> = {
  slots: t.slots,
  hours: t.hours,
  onCallHours: t.onCallHours,
  nights: t.nights,
  weekends: t.weekends,
  received: t.received,
  given: t.given,
};

/**
 * Each doctor's share of the period (fairness: nights and weekends side by side), by name, with
 * the group's average in the footer.
 */
export function DoctorsTable({ doctors }: { doctors: readonly ScheduleReportDoctor[] }) {
  const averages = groupAverages(doctors);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="schedule-report-doctors">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id="schedule-report-doctors">
            {t.doctorsTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {t.doctorsHint}
          </Text>
        </div>
        {averages === null ? (
          <Text c="dimmed">{t.doctorsEmpty}</Text>
        ) : (
          <Table.ScrollContainer minWidth={860}>
            <Table striped aria-label={t.doctorsTitle}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t.doctor}</Table.Th>
                  <Table.Th scope="col">{t.initials}</Table.Th>
                  {AVERAGED.map((key) => (
                    <Table.Th key={key} scope="col" ta="right">
                      {headers[key]}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {doctors.map((doctor) => (
                  <Table.Tr key={doctor.doctorId}>
                    <Table.Th scope="row" fw={500}>
                      {doctor.name}
                    </Table.Th>
                    <Table.Td>{doctor.initials ?? ''}</Table.Td>
                    {AVERAGED.map((key) => (
                      <Table.Td key={key} ta="right">
                        {numberText(doctor[key])}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr fw={700}>
                  <Table.Th scope="row" colSpan={2}>
                    {t.average}
                  </Table.Th>
                  {AVERAGED.map((key) => (
                    <Table.Td key={key} ta="right">
                      {numberText(averages[key])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
