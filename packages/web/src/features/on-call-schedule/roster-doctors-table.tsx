import type { RosterMonth } from '@honora/contract';
import { onCallScheduleScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { isNightShift } from '@honora/domain';
import { Paper, Stack, Table, Title } from '@mantine/core';
import { useMemo } from 'react';
import { doctorMonths } from './roster-doctors';

const b = t.byDoctor;
const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** "Por médico": each doctor's slots, hours, nights and days of the month (the per-doctor view). */
export function RosterDoctorsTable({ month }: { month: RosterMonth }) {
  const rows = useMemo(() => {
    const nights = new Set(month.lines.filter((l) => isNightShift(l.start, l.end)).map((l) => l.id));
    return doctorMonths(month, nights);
  }, [month]);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="roster-doctors-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="roster-doctors-title">
          {b.title}
        </Title>
        <Table striped aria-labelledby="roster-doctors-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{b.doctor}</Table.Th>
              <Table.Th ta="right">{b.slots}</Table.Th>
              <Table.Th ta="right">{b.hours}</Table.Th>
              <Table.Th ta="right">{b.nights}</Table.Th>
              <Table.Th>{b.days}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.initials ? `${row.initials} — ${row.name}` : row.name}</Table.Td>
                <Table.Td ta="right">{row.slots}</Table.Td>
                <Table.Td ta="right">{number.format(row.hours)}</Table.Td>
                <Table.Td ta="right">{row.nights}</Table.Td>
                <Table.Td>{row.days.length > 0 ? row.days.join(', ') : b.none}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
