import { fmt, type AdminQueryResult } from '@honora/contract';
import { adminQueryScreenMessages as t } from '@honora/contract/screen-texts/admin-query';
import { Group, Table, Text, Title } from '@mantine/core';
import { cellText } from './cell-text';

/**
 * A run's answer (decision 061): "N linhas (limitado a 1.000)" when the limit cut it, the time it
 * took, and the rows under a header that stays in view while the region scrolls both ways.
 */
export function ResultTable({ result }: { result: AdminQueryResult }) {
  const pt = (n: number) => n.toLocaleString('pt-BR');
  const count = result.truncated
    ? fmt(t.rowsTruncated, { count: pt(result.rowCount), maxRows: pt(result.maxRows) })
    : fmt(t.rowsCount, { count: pt(result.rowCount) });
  return (
    <section aria-labelledby="admin-query-result">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="admin-query-result">
          {t.resultTitle}
        </Title>
        <Group gap="md">
          <Text data-testid="admin-query-count" c={result.truncated ? 'yellow' : undefined} fw={500}>
            {count}
          </Text>
          <Text c="dimmed">{fmt(t.duration, { ms: String(result.durationMs) })}</Text>
        </Group>
      </Group>
      {result.rowCount === 0 ? (
        <Text c="dimmed">{t.noRows}</Text>
      ) : (
        <div
          role="region"
          aria-label={t.resultTitle}
          tabIndex={0}
          style={{ maxHeight: 480, overflow: 'auto', border: '1px solid var(--mantine-color-default-border)' }}
        >
          <Table striped stickyHeader withColumnBorders aria-label={t.resultTitle} style={{ whiteSpace: 'nowrap' }}>
            <Table.Thead>
              <Table.Tr>
                {result.columns.map((column, i) => (
                  <Table.Th key={i}>{column.name}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody style={{ fontFamily: 'monospace' }}>
              {result.rows.map((row, r) => (
                <Table.Tr key={r}>
                  {result.columns.map((column, i) => (
                    <Table.Td key={i} ta={column.type === 'number' ? 'right' : undefined}>
                      {row[i] === null ? (
                        <Text span c="dimmed" fs="italic" inherit>
                          {t.nullValue}
                        </Text>
                      ) : (
                        cellText(column, row[i]!, t.nullValue)
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </section>
  );
}
