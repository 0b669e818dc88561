import { messages, type ChangeEntry, fmt } from '@honora/contract';
import { formatDateTime } from '@honora/domain';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { ChangeDiff } from './change-diff';
import { changeCollectionLabel, changeFieldLabel } from './change-labels';
import { HiddenHeader } from '../../shared/ui/hidden-header';

const t = messages.screens.changes;

/** Long ids are shortened; the whole id is in the title. */
const shortId = (id: string) => (id.length > 12 ? `${id.slice(0, 8)}…` : id);

/** One row per change (who, when, what record, which fields); each opens to the fields' from → to. */
export function ChangesTable({ items }: { items: readonly ChangeEntry[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  if (items.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {t.empty}
      </Text>
    );
  }
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table aria-label={t.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.when}</Table.Th>
            <Table.Th>{t.who}</Table.Th>
            <Table.Th>{t.operation}</Table.Th>
            <Table.Th>{t.record}</Table.Th>
            <Table.Th>{t.fields}</Table.Th>
            <HiddenHeader label={messages.screens.common.detailsColumn} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((change) => {
            const record = `${changeCollectionLabel(change.collection)} ${shortId(change.recordId)}`;
            const isOpen = open.has(change.id);
            return (
              <Fragment key={change.id}>
                <Table.Tr>
                  <Table.Td>{formatDateTime(change.changedAt)}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <span>{change.changedByName}</span>
                      {change.changedByAdmin && (
                        <Badge size="xs" variant="light" color="grape">
                          {t.byAdmin}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{t.operations[change.operation]}</Table.Td>
                  <Table.Td title={change.recordId}>{record}</Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2}>
                      {Object.keys(change.changes)
                        .map((field) => changeFieldLabel(change.collection, field))
                        .join(', ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      aria-expanded={isOpen}
                      aria-label={isOpen ? fmt(t.collapse, { record }) : fmt(t.expand, { record })}
                      onClick={() => toggle(change.id)}
                    >
                      {isOpen ? '−' : '+'}
                    </Button>
                  </Table.Td>
                </Table.Tr>
                {isOpen && (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      <ChangeDiff change={change} label={fmt(t.diffLabel, { record })} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
