import { fmt, type AdminQueryRun } from '@honora/contract';
import { adminQueryScreenMessages as t } from '@honora/contract/screen-texts/admin-query';
import { formatDateTime } from '@honora/domain/format/format';
import { Badge, Button, Table, Text, Title } from '@mantine/core';
import { HiddenHeader } from '../../shared/ui/hidden-header';
import { QueryState } from '../../shared/ui/query-state';
import { useQueryRuns } from './use-admin-query';

const outcomeColor: Record<AdminQueryRun['outcome'], string> = { ok: 'teal', refused: 'orange', error: 'red' };

/** The audit's latest runs of every super admin (decision 061); "Usar" puts a run's text in the editor. */
export function RecentRuns({ onUse }: { onUse: (sql: string) => void }) {
  const query = useQueryRuns();
  return (
    <section aria-labelledby="admin-query-runs">
      <Title order={2} size="h4" id="admin-query-runs" mb="xs">
        {t.runsTitle}
      </Title>
      <QueryState query={query}>
        {(data) =>
          data.items.length === 0 ? (
            <Text c="dimmed">{t.noRuns}</Text>
          ) : (
            <Table.ScrollContainer minWidth={860}>
              <Table striped aria-label={t.runsTitle}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t.runWhen}</Table.Th>
                    <Table.Th>{t.runWho}</Table.Th>
                    <Table.Th>{t.runSql}</Table.Th>
                    <Table.Th>{t.runOutcome}</Table.Th>
                    <Table.Th ta="right">{t.runRows}</Table.Th>
                    <Table.Th ta="right">{t.runDuration}</Table.Th>
                    <HiddenHeader label={t.runUse} />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((run) => (
                    <Table.Tr key={run.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(run.createdAt)}</Table.Td>
                      <Table.Td>{run.userName}</Table.Td>
                      <Table.Td maw={420}>
                        <Text size="sm" ff="monospace" lineClamp={2} title={run.sql}>
                          {run.sql}
                        </Text>
                        {run.message && (
                          <Text size="xs" c="dimmed" lineClamp={2}>
                            {run.message}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Badge color={outcomeColor[run.outcome]} variant="light">
                          {t.outcomes[run.outcome]} · {t.kinds[run.kind]}
                        </Badge>
                      </Table.Td>
                      <Table.Td ta="right">{run.rowCount}</Table.Td>
                      <Table.Td ta="right">{fmt(t.duration, { ms: String(run.durationMs) })}</Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          aria-label={fmt(t.runUseLabel, { when: formatDateTime(run.createdAt) })}
                          onClick={() => onUse(run.sql)}
                        >
                          {t.runUse}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
    </section>
  );
}
