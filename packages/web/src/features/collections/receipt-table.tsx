import { fmt, type CollectionEvent } from '@honora/contract';
import { collectionsScreenMessages as t } from '@honora/contract/screen-texts/collections';
import { Table, Text, TextInput } from '@mantine/core';
import { memo } from 'react';
import { dateOf, moneyOf } from './collection-shown';
import { itemsTotal, receiptItems } from './receipt-model';

const d = t.detail;

interface Props {
  events: CollectionEvent[];
  typed: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  onType: (eventId: string, value: string) => void;
}

/** The name of an event's input: the field and the guide it is for. */
const inputName = (event: CollectionEvent) => fmt(d.valueOf, { guide: event.numGuide ?? '—' });

/** The collection's open events, one money input each (blank: nothing for that event), and the total typed. */
export function ReceiptTable({ events, typed, errors, onType }: Props) {
  if (events.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {d.nothingOpen}
      </Text>
    );
  }
  const hasValues = events[0]?.valueOpen !== undefined;
  const total = itemsTotal(receiptItems(events, typed).items);
  return (
    <Table.ScrollContainer minWidth={640} mah={420}>
      <Table striped stickyHeader aria-label={d.receiveTitle}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{d.guide}</Table.Th>
            <Table.Th>{d.patient}</Table.Th>
            <Table.Th>{d.dtProcedure}</Table.Th>
            {hasValues && <Table.Th ta="right">{d.open}</Table.Th>}
            <Table.Th>{t.fields.value}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Row
              key={event.eventId}
              event={event}
              hasValues={hasValues}
              value={typed[event.eventId] ?? ''}
              error={errors[event.eventId]}
              onType={onType}
            />
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td colSpan={hasValues ? 4 : 3}>{d.receiptTotal}</Table.Td>
            <Table.Td data-total="receipt" style={{ whiteSpace: 'nowrap' }}>
              {moneyOf(total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

interface RowProps {
  event: CollectionEvent;
  hasValues: boolean;
  value: string;
  error: string | undefined;
  onType: (eventId: string, value: string) => void;
}

/** One event's row; memoized, so typing in one input re-renders only its row (up to 5,000 rows). */
const Row = memo(function Row({ event, hasValues, value, error, onType }: RowProps) {
  return (
    <Table.Tr data-event-id={event.eventId}>
      <Table.Td>{event.numGuide ?? '—'}</Table.Td>
      <Table.Td>{event.patientName ?? ''}</Table.Td>
      <Table.Td>{dateOf(event.dtProcedure)}</Table.Td>
      {hasValues && (
        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
          {moneyOf(event.valueOpen)}
        </Table.Td>
      )}
      <Table.Td>
        <TextInput
          aria-label={inputName(event)}
          inputMode="decimal"
          size="xs"
          w={140}
          value={value}
          error={error}
          onChange={(change) => onType(event.eventId, change.currentTarget.value)}
        />
      </Table.Td>
    </Table.Tr>
  );
});
