import { messages, type RegistryHistoryEntry, type RouteDef } from '@honora/contract';
import { formatDateTime } from '@honora/domain';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/api-client';
import { useSession } from '../auth/auth-store';
import { QueryState } from '../ui/query-state';
import { historyFieldLabel, historyValue } from './registry-history-values';

const r = messages.screens.registry.record;
const c = messages.screens.changes;

/** Keys, not facts a person changed: the record's own id and its company's. */
const HIDDEN_FIELDS = new Set(['id', 'company_id']);

interface RegistryHistoryProps {
  /** GET history route (`params: { id }`). */
  route: RouteDef;
  /** The registry's table in the change log, for the field labels (e.g. 'hospitals'). */
  table: string;
  queryKey: string;
  id: string;
}

/** The record's history: each change (who, when, what) with the fields it changed, from → to. */
export function RegistryHistory({ route, table, queryKey, id }: RegistryHistoryProps) {
  const companyId = useSession()?.company?.id;
  const query = useQuery({
    queryKey: [queryKey, companyId, 'history', id],
    queryFn: ({ signal }) =>
      call(route, { params: { id } as never, signal }) as Promise<{ items: RegistryHistoryEntry[] }>,
  });
  return (
    <QueryState query={query}>
      {({ items }) =>
        items.length === 0 ? (
          <Text c="dimmed">{r.historyEmpty}</Text>
        ) : (
          <Table withTableBorder aria-label={r.historyLabel} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{c.when}</Table.Th>
                <Table.Th>{c.who}</Table.Th>
                <Table.Th>{c.operation}</Table.Th>
                <Table.Th>{c.fields}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...items].reverse().map((entry, index) => (
                <Table.Tr key={`${entry.changedAt}-${index}`}>
                  <Table.Td>{formatDateTime(entry.changedAt)}</Table.Td>
                  <Table.Td>
                    {entry.changedByName}
                    {entry.changedByAdmin && (
                      <Badge ml="xs" size="xs" variant="light">
                        {c.byAdmin}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{c.operations[entry.operation]}</Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      {Object.entries(entry.changes)
                        .filter(([field]) => !HIDDEN_FIELDS.has(field))
                        .map(([field, { from, to }]) => (
                          <Text key={field} size="sm" style={{ wordBreak: 'break-word' }}>
                            {`${historyFieldLabel(table, field)}: ${historyValue(from)} → ${historyValue(to)}`}
                          </Text>
                        ))}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )
      }
    </QueryState>
  );
}
