import { fmt, type MyMonth } from '@honora/contract';
import { myScheduleScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { schedulesScreenMessages as schedules } from '@honora/contract/screen-texts/schedules';
import { Stack, Table, Text } from '@mantine/core';
import { dayText, monthTitle, slotTimes, totalsText } from './my-schedule-model';

/** The doctor's slots of the month (platform.md §3 Schedule: slot), their totals, or the empty state. */
export function MySlotsTable({ data }: { data: MyMonth }) {
  if (data.slots.length === 0) return <Text>{t.empty}</Text>;
  return (
    <Stack gap="sm">
      <Text fw={500} data-testid="my-schedule-totals">
        {totalsText(data.slots)}
      </Text>
      <Table.ScrollContainer minWidth={720}>
        <Table striped aria-label={fmt(t.tableLabel, { month: monthTitle(data.month) })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.day}</Table.Th>
              <Table.Th>{t.place}</Table.Th>
              <Table.Th>{t.shift}</Table.Th>
              <Table.Th>{t.times}</Table.Th>
              <Table.Th>{t.kind}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.slots.map((slot) => {
              const times = slotTimes(slot);
              return (
                <Table.Tr key={slot.id}>
                  <Table.Td>{dayText(slot.day)}</Table.Td>
                  <Table.Td>{slot.workplaceName}</Table.Td>
                  <Table.Td>{slot.shiftName}</Table.Td>
                  <Table.Td>{times.endsNextDay ? `${times.text} ${t.nextDay}` : times.text}</Table.Td>
                  <Table.Td>{schedules.slotCategories[slot.slotCategory]}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
