import type { ScheduleChargeLine } from '@honora/contract';
import { scheduleChargesScreenMessages as t } from '@honora/contract/screen-texts/schedule-charges';
import { schedulesScreenMessages } from '@honora/contract/screen-texts/schedules';
import { Table, Text } from '@mantine/core';
import { hoursText, moneyText, shareText } from './charge-values';

const l = t.lines;
const categories = schedulesScreenMessages.slotCategories as Record<string, string>;

/** A statement's lines (decision 048): workplace, shift, category, slots, hours, rate and its source, share, amount. */
export function ChargeLinesTable({
  lines,
  minutes,
  total,
}: {
  lines: readonly ScheduleChargeLine[];
  minutes: number;
  total: string;
}) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped aria-label={t.details}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{l.workplace}</Table.Th>
            <Table.Th>{l.shift}</Table.Th>
            <Table.Th>{l.category}</Table.Th>
            <Table.Th ta="right">{l.slots}</Table.Th>
            <Table.Th ta="right">{l.hours}</Table.Th>
            <Table.Th ta="right">{l.rate}</Table.Th>
            <Table.Th ta="right">{l.share}</Table.Th>
            <Table.Th ta="right">{l.amount}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={`${line.workplace}|${line.shift}|${line.category}|${line.ratePerHour}|${line.share}`}>
              <Table.Td>{line.workplace}</Table.Td>
              <Table.Td>{line.shift}</Table.Td>
              <Table.Td>{categories[line.category] ?? line.category}</Table.Td>
              <Table.Td ta="right">{line.slots}</Table.Td>
              <Table.Td ta="right">{hoursText(line.minutes)}</Table.Td>
              <Table.Td ta="right">
                {line.rateSource === 'none' ? (
                  <Text span size="sm" c="red" title={t.noRate}>
                    {l.rateSources.none}
                  </Text>
                ) : (
                  `${moneyText(line.ratePerHour)} (${l.rateSources[line.rateSource]})`
                )}
              </Table.Td>
              <Table.Td ta="right">{shareText(line.share)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {moneyText(line.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row" colSpan={4}>
              {t.file.totalRow}
            </Table.Th>
            <Table.Td ta="right" fw={700}>
              {hoursText(minutes)}
            </Table.Td>
            <Table.Td colSpan={2} />
            <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {moneyText(total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
