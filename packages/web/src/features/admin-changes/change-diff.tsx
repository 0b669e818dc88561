import { messages, type ChangeEntry } from '@honora/contract';
import { Table } from '@mantine/core';
import { formatChangeValue } from './change-filters';
import { changeFieldLabel } from './change-labels';

const t = messages.screens.changes;

/** Each changed field of one change: from → to. */
export function ChangeDiff({ change, label }: { change: ChangeEntry; label: string }) {
  return (
    <Table withTableBorder aria-label={label} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t.field}</Table.Th>
          <Table.Th>{t.before}</Table.Th>
          <Table.Th>{t.after}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {Object.entries(change.changes).map(([field, { from, to }]) => (
          <Table.Tr key={field}>
            <Table.Td>{changeFieldLabel(change.collection, field)}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-word' }}>{formatChangeValue(from)}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-word' }}>{formatChangeValue(to)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
