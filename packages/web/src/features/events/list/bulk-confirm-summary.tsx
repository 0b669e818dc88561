import { fmt, messages } from '@honora/contract';
import { formatNumber } from '@honora/domain';
import { Button, Collapse, Loader, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatMoneyText } from '../../../shared/pricing/decimal-format';

const t = messages.screens.events.list.bulk;

/** One event of a bulk action as its confirmation lists it. */
export interface BulkConfirmRow {
  id: string;
  guide: string;
  patient: string;
  /** Money actions: what the action posts on the event (decimal text); absent for status actions. */
  value?: string | undefined;
  /** Why the event will not take the action (its message), or its status for status actions. */
  note: string | null;
}

interface Props {
  rows: readonly BulkConfirmRow[];
  /** Money actions: the sum the action posts (decimal text); undefined for status actions or without values. */
  totalValue?: string | undefined;
  /** Money actions: how many events will not take it. */
  refused?: number;
  /** The amounts are still being computed. */
  isComputing?: boolean;
  /** Whether the rows carry an amount (money actions seen by a user with values). */
  hasValues?: boolean;
}

/**
 * What a bulk action is about to do, before anything is written (billing.md §8): how many events,
 * the amount a money action posts, and the events themselves in a list that opens on demand.
 */
export function BulkConfirmSummary({ rows, totalValue, refused = 0, isComputing = false, hasValues = false }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const count = formatNumber(rows.length);
  return (
    <Stack gap="xs" data-bulk-summary>
      <Text fw={500}>{fmt(t.confirmCount, { count })}</Text>
      {isComputing ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t.computing}</Text>
        </Group>
      ) : (
        totalValue !== undefined && (
          <Text fw={700} data-bulk-total>
            {fmt(t.totalToPost, { value: formatMoneyText(totalValue) })}
          </Text>
        )
      )}
      {refused > 0 && (
        <Text size="sm" c="orange">
          {fmt(t.refusedCount, { count: formatNumber(refused) })}
        </Text>
      )}
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => setIsOpen((open) => !open)}
        aria-expanded={isOpen}
        style={{ alignSelf: 'flex-start' }}
      >
        {isOpen ? t.hideList : fmt(t.showList, { count })}
      </Button>
      <Collapse expanded={isOpen}>
        <Table.ScrollContainer minWidth={360} mah={280}>
          <Table striped withTableBorder aria-label={t.listLabel}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.guide}</Table.Th>
                <Table.Th>{t.patient}</Table.Th>
                {hasValues && <Table.Th ta="right">{t.value}</Table.Th>}
                <Table.Th>{t.status}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-event-id={row.id}>
                  <Table.Td>{row.guide}</Table.Td>
                  <Table.Td>{row.patient}</Table.Td>
                  {hasValues && <Table.Td ta="right">{row.value ? formatMoneyText(row.value) : ''}</Table.Td>}
                  <Table.Td>{row.note ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Collapse>
    </Stack>
  );
}
