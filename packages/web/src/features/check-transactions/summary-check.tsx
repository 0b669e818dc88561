import { bigDataRoutes, fmt, messages, type SummaryDrift } from '@honora/contract';
import { checkTransactionsScreenMessages } from '@honora/contract/screen-texts/check-transactions';
import { formatCents, formatMonth, formatNumber, toCents } from '@honora/domain';
import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { toast, toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { QueryState } from '../../shared/ui/query-state';

const t = checkTransactionsScreenMessages.summaries;
const statuses = messages.screens.events.statuses;
const KEY = 'production-summaries';

function groupName(item: SummaryDrift): string {
  if (item.kind === 'status') return statuses[item.key as keyof typeof statuses] ?? item.key;
  return item.keyName ?? (item.key === '' ? t.none : item.key);
}

const brl = (text: string) => formatCents(toCents(text));

function DriftTable({ items }: { items: SummaryDrift[] }) {
  const c = t.columns;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped withTableBorder aria-label={t.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c.company}</Table.Th>
            <Table.Th>{c.month}</Table.Th>
            <Table.Th>{c.kind}</Table.Th>
            <Table.Th>{c.key}</Table.Th>
            <Table.Th ta="right">{c.count}</Table.Th>
            <Table.Th ta="right">{c.produced}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={`${item.companyId}|${item.month}|${item.kind}|${item.key}`}>
              <Table.Td>{item.companyName ?? item.companyId}</Table.Td>
              <Table.Td>{item.month ? formatMonth(item.month) : t.noDate}</Table.Td>
              <Table.Td>{t.kinds[item.kind]}</Table.Td>
              <Table.Td>{groupName(item)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatNumber(item.storedCount)} → {formatNumber(item.count)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {brl(item.storedProduced)} → {brl(item.totalProduced)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * BigData's summaries against the events (decision 037), on the same tool as the ledger's check:
 * "Conferir" lists the groups that differ (of the chosen company, or of all), "Corrigir" writes
 * each difference after a confirmation and checks again.
 */
export function SummaryCheck({ companyId }: { companyId: string | null }) {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<{ companyId: string | null; run: number } | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const check = useQuery({
    queryKey: [KEY, run],
    enabled: run !== null,
    queryFn: ({ signal }) => call(bigDataRoutes.check, { query: { companyId: run?.companyId ?? undefined }, signal }),
  });
  const fix = useMutation({
    mutationFn: () => call(bigDataRoutes.fix, { body: { companyId: run?.companyId ?? undefined } }),
    onSuccess: ({ fixed }) => toast.success(fmt(t.fixed, { count: fixed })),
    onError: toastError,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="summaries-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="summaries-title">
          {t.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t.hint}
        </Text>
        <Group>
          <Button
            variant="default"
            loading={check.isFetching}
            onClick={() => setRun((current) => ({ companyId, run: (current?.run ?? 0) + 1 }))}
          >
            {t.verify}
          </Button>
        </Group>
        {run === null ? null : (
          <QueryState query={check}>
            {(data) => (
              <Stack gap="sm">
                <Text role="status">
                  {fmt(t.found, { count: data.total })}
                  {data.items.length < data.total
                    ? ` ${fmt(t.listed, { shown: formatNumber(data.items.length) })}`
                    : ''}
                </Text>
                {data.total === 0 ? (
                  <Alert color="teal">{t.allGood}</Alert>
                ) : (
                  <>
                    <Group>
                      <Button color="red" loading={fix.isPending} onClick={() => setIsConfirming(true)}>
                        {t.fix}
                      </Button>
                    </Group>
                    <DriftTable items={data.items} />
                  </>
                )}
              </Stack>
            )}
          </QueryState>
        )}
      </Stack>
      <ConfirmModal
        title={isConfirming ? t.confirmTitle : null}
        message={fmt(t.confirmMessage, { count: check.data?.total ?? 0 })}
        confirmLabel={t.fix}
        onConfirm={async () => {
          await fix.mutateAsync().catch(() => undefined);
        }}
        onClose={() => setIsConfirming(false)}
      />
    </Paper>
  );
}
