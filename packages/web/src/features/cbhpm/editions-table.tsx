import { type CbhpmEdition, fmt } from '@honora/contract';
import { cbhpmMessages as c } from '@honora/contract/screen-texts/cbhpm';
import { formatDateTime, formatNumber } from '@honora/domain';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { HiddenHeader } from '../../shared/ui/hidden-header';

/** How many negotiations name a version: while any does, it cannot be deleted. */
export function InUseBadge({ count }: { count: number }) {
  return (
    <Badge variant="light" color={count > 0 ? 'blue' : 'gray'}>
      {fmt(c.inUseCount, { count })}
    </Badge>
  );
}

interface Props {
  editions: readonly CbhpmEdition[];
  onOpen: (edition: CbhpmEdition) => void;
  /** Set for super admins: deletes an unused version (after confirming). */
  onRemove: ((edition: CbhpmEdition) => void) | undefined;
}

/** The edition versions: name, version, procedures, use by negotiations, who imported it and when. */
export function EditionsTable({ editions, onOpen, onRemove }: Props) {
  if (editions.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {c.editionsEmpty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover aria-label={c.editionsLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c.columns.name}</Table.Th>
            <Table.Th>{c.columns.version}</Table.Th>
            <Table.Th ta="right">{c.columns.procedures}</Table.Th>
            <Table.Th>{c.columns.inUse}</Table.Th>
            <Table.Th>{c.columns.createdAt}</Table.Th>
            <Table.Th>{c.columns.createdBy}</Table.Th>
            <HiddenHeader />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {editions.map((edition) => (
            <Table.Tr key={edition.id}>
              <Table.Td>{edition.name}</Table.Td>
              <Table.Td>{fmt(c.version, { version: edition.version })}</Table.Td>
              <Table.Td ta="right">{formatNumber(edition.procedureCount)}</Table.Td>
              <Table.Td>
                <InUseBadge count={edition.negotiationCount} />
              </Table.Td>
              <Table.Td>{formatDateTime(edition.createdAt)}</Table.Td>
              <Table.Td>{edition.createdByName}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap" justify="flex-end">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onOpen(edition)}
                    aria-label={fmt(c.openEdition, { name: edition.name, version: edition.version })}
                  >
                    {c.open}
                  </Button>
                  {onRemove && edition.negotiationCount === 0 && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => onRemove(edition)}
                      aria-label={fmt(c.removeEdition, { name: edition.name, version: edition.version })}
                    >
                      {c.remove}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
