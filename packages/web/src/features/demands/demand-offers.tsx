import { demandRoutes, fmt, type OpenDemand, type OpenDemands } from '@honora/contract';
import { demandsScreenMessages as t } from '@honora/contract/screen-texts/demands';
import { formatDate } from '@honora/domain';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { toast } from '../../shared/notify/toast';
import { TagChip } from '../../shared/schedules/tag-chip';
import { QueryState } from '../../shared/ui/query-state';
import { lineText, periodText, PRIORITY_COLORS, shiftText } from './demand-values';
import { useOpenDemands, useRefreshDemands } from './use-demands';

/**
 * The doctor's view of /client/Demands (listOwn; decision 049): the open demands offered to him,
 * each with its days still to cover, where he applies to a day or withdraws a waiting application.
 */
export function DemandOffers() {
  const query = useOpenDemands(true);
  return <QueryState query={query}>{(data) => <OffersView data={data} />}</QueryState>;
}

function OffersView({ data }: { data: OpenDemands }) {
  const refresh = useRefreshDemands();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  if (!data.isDoctor) return <Alert color="blue">{t.notDoctor}</Alert>;

  async function act(key: string, request: () => Promise<unknown>, done: string) {
    setBusy(key);
    setError(null);
    try {
      await request();
      toast.success(done);
      await refresh();
    } catch (caught) {
      setError(toApiError(caught).message);
    } finally {
      setBusy(null);
    }
  }
  const apply = (demand: OpenDemand, day: string) =>
    act(
      `${demand.id}:${day}`,
      () => call(demandRoutes.apply, { params: { id: demand.id }, body: { days: [day] } }),
      t.applied,
    );
  const withdraw = (demand: OpenDemand, day: string, id: string) =>
    act(`${demand.id}:${day}`, () => call(demandRoutes.withdraw, { params: { id } }), t.withdrawn);

  return (
    <Stack>
      <Text c="dimmed">{t.doctorHint}</Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {data.items.length === 0 && <Text>{t.noOffers}</Text>}
      {data.items.map((demand) => (
        <Paper key={demand.id} withBorder p="md" component="section" aria-label={lineText(demand)}>
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={2} size="h4">
                {lineText(demand)}
              </Title>
              <Group gap="xs">
                {demand.requiredTag && (
                  <TagChip name={demand.requiredTag.name} color={demand.requiredTag.color} context={t.requiredTag} />
                )}
                <Badge color={PRIORITY_COLORS[demand.priority]} variant="light">
                  {`${t.priority}: ${t.priorities[demand.priority]}`}
                </Badge>
              </Group>
            </Group>
            <Text size="sm">
              {shiftText(demand.shift)} · {periodText(demand)} · {fmt(t.doctorsPerDay, { count: demand.doctorsNeeded })}
            </Text>
            {demand.description && <Text size="sm">{demand.description}</Text>}
            <DaysTable demand={demand} busy={busy} onApply={apply} onWithdraw={withdraw} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

interface DaysProps {
  demand: OpenDemand;
  busy: string | null;
  onApply: (demand: OpenDemand, day: string) => void;
  onWithdraw: (demand: OpenDemand, day: string, id: string) => void;
}

function DaysTable({ demand, busy, onApply, onWithdraw }: DaysProps) {
  const line = lineText(demand);
  return (
    <Table striped aria-label={fmt(t.detailTitle, { line })}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t.day}</Table.Th>
          <Table.Th scope="col">{t.coverage}</Table.Th>
          <Table.Th scope="col">{t.myApplication}</Table.Th>
          <Table.Th scope="col">{t.actions}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {demand.days.map((day) => {
          const names = { line, day: formatDate(day.day) };
          const mine = day.application;
          const isLive = mine?.status === 'APPLIED' || mine?.status === 'ASSIGNED';
          const isBusy = busy === `${demand.id}:${day.day}`;
          return (
            <Table.Tr key={day.day}>
              <Table.Th scope="row" fw={400}>
                {formatDate(day.day)}
              </Table.Th>
              <Table.Td>{fmt(t.dayCoverage, { filled: day.filled, needed: day.needed })}</Table.Td>
              <Table.Td>{mine ? t.applicationStatuses[mine.status] : ''}</Table.Td>
              <Table.Td>
                {mine?.status === 'APPLIED' && (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    loading={isBusy}
                    onClick={() => onWithdraw(demand, day.day, mine.id)}
                    aria-label={fmt(t.withdrawLabel, names)}
                  >
                    {t.withdraw}
                  </Button>
                )}
                {!isLive && day.filled < day.needed && (
                  <Button
                    size="xs"
                    loading={isBusy}
                    onClick={() => onApply(demand, day.day)}
                    aria-label={fmt(t.applyLabel, names)}
                  >
                    {t.apply}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
