import { fmt, messages, type Batch, type BatchEvent } from '@honora/contract';
import { batchesScreenMessages } from '@honora/contract/screen-texts/batches';
import { formatDate, formatNumber } from '@honora/domain';
import { Anchor, Badge, Button, Checkbox, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { EventStatusBadge } from '../../shared/events/event-status-badge';
import { localText } from '../../shared/api/api-error';
import { toast, toastError } from '../../shared/notify/toast';
import { paths } from '../../shared/routing/paths';
import { recordPath } from '../../shared/routing/use-record-route';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { AddEventsModal } from './add-events-modal';
import { carriesValues, moneyOf } from './batch-values';
import { EventResultsModal, type EventResult } from '../../shared/events/event-results-modal';
import { useBatchEvents } from './use-batches';
import { HiddenHeader } from '../../shared/ui/hidden-header';

const b = messages.screens.batches;
const t = batchesScreenMessages.events;
const d = batchesScreenMessages.addDialog;
const MONEY = ['totalProduced', 'totalReceived', 'totalGlosado', 'totalLoss'] as const;
const MONEY_LABELS = { totalProduced: t.produced, totalReceived: t.received, totalGlosado: t.glosa, totalLoss: t.loss };

/** A warning's text: the server's message by its key, or the catalog's for its code. */
export function warningText(result: EventResult): string {
  const text = localText(result);
  if (text) return text;
  return result.result in b.warnings ? b.warnings[result.result as keyof typeof b.warnings] : '';
}

const guideOf = (event: BatchEvent) => event.numGuide ?? t.noGuide;

/** The batch's events with totals; select some and take them out, or add more (when the batch allows). */
export function BatchEvents({ batch }: { batch: Batch }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [isConfirming, setIsConfirming] = useState(false);
  const [isAdding, setIsAdding] = useState(false);
  const [results, setResults] = useState<{ kind: 'add' | 'remove'; items: EventResult[] } | null>(null);
  const { remove } = useBatchEvents(batch.id);
  const hasValues = carriesValues(batch.totals);
  const canRemove = batch.actions.removeEvents;
  const live = batch.events.filter((event) => selected.has(event.id));
  const allSelected = batch.events.length > 0 && live.length === batch.events.length;

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const runRemove = async () => {
    try {
      const answer = await remove.mutateAsync(live.map((event) => event.id));
      const ok = answer.results.filter((result) => result.result === 'success').length;
      setSelected(new Set());
      if (ok === answer.results.length) toast.success(fmt(t.removed, { count: formatNumber(ok) }));
      else
        setResults({
          kind: 'remove',
          items: answer.results.map((result) => ({ ...result, message: warningText(result) })),
        });
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-label={t.title}>
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t.title}
          </Title>
          <Group gap="xs">
            {canRemove && live.length > 0 && (
              <>
                <Text size="sm" c="dimmed">
                  {fmt(t.selected, { count: formatNumber(live.length) })}
                </Text>
                <Button color="red" variant="light" onClick={() => setIsConfirming(true)}>
                  {t.remove}
                </Button>
              </>
            )}
            {batch.actions.addEvents && <Button onClick={() => setIsAdding(true)}>{t.add}</Button>}
          </Group>
        </Group>
        {batch.events.length === 0 ? (
          <Text c="dimmed" role="status">
            {t.empty}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={960}>
            <Table striped highlightOnHover aria-label={t.tableLabel}>
              <Table.Thead>
                <Table.Tr>
                  {canRemove && (
                    <Table.Th w={40}>
                      <Checkbox
                        aria-label={t.selectAll}
                        checked={allSelected}
                        indeterminate={live.length > 0 && !allSelected}
                        onChange={(e) =>
                          setSelected(new Set(e.currentTarget.checked ? batch.events.map((event) => event.id) : []))
                        }
                      />
                    </Table.Th>
                  )}
                  <Table.Th>{t.guide}</Table.Th>
                  <Table.Th>{t.patient}</Table.Th>
                  <Table.Th>{t.date}</Table.Th>
                  <Table.Th>{t.anesthetist}</Table.Th>
                  <Table.Th miw={200}>{t.status}</Table.Th>
                  {hasValues &&
                    MONEY.map((field) => (
                      <Table.Th key={field} ta="right">
                        {MONEY_LABELS[field]}
                      </Table.Th>
                    ))}
                  <HiddenHeader />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {batch.events.map((event) => (
                  <Table.Tr key={event.id} data-event-id={event.id} data-status={event.status}>
                    {canRemove && (
                      <Table.Td>
                        <Checkbox
                          aria-label={fmt(t.select, { guide: guideOf(event) })}
                          checked={selected.has(event.id)}
                          onChange={(e) => toggle(event.id, e.currentTarget.checked)}
                        />
                      </Table.Td>
                    )}
                    <Table.Td>{guideOf(event)}</Table.Td>
                    <Table.Td>{event.patientName ?? ''}</Table.Td>
                    <Table.Td>{event.dtProcedure ? formatDate(event.dtProcedure) : ''}</Table.Td>
                    <Table.Td>{event.anesthetistName ?? ''}</Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        <EventStatusBadge status={event.status} size="sm" />
                        {!event.active && <Badge color="gray">{t.removedEvent}</Badge>}
                      </Group>
                    </Table.Td>
                    {hasValues &&
                      MONEY.map((field) => (
                        <Table.Td key={field} ta="right" data-column={field} style={{ whiteSpace: 'nowrap' }}>
                          {moneyOf(event[field])}
                        </Table.Td>
                      ))}
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={recordPath(paths.clientEvents, event.id)}
                        aria-label={fmt(t.openEvent, { guide: guideOf(event) })}
                      >
                        {t.open}
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr fw={700} data-row="totals">
                  {canRemove && <Table.Td />}
                  <Table.Td colSpan={5}>
                    {fmt(t.totalsLabel, {
                      count: formatNumber(batch.totals?.events ?? batch.events.filter((event) => event.active).length),
                    })}
                  </Table.Td>
                  {hasValues &&
                    MONEY.map((field) => (
                      <Table.Td key={field} ta="right" data-total={field} style={{ whiteSpace: 'nowrap' }}>
                        {moneyOf(batch.totals?.[field])}
                      </Table.Td>
                    ))}
                  <Table.Td />
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <ConfirmModal
        title={isConfirming ? t.remove : null}
        message={fmt(t.removeConfirm, { count: formatNumber(live.length) })}
        confirmLabel={t.remove}
        onConfirm={runRemove}
        onClose={() => setIsConfirming(false)}
      />
      {isAdding && (
        <AddEventsModal
          batch={batch}
          onClose={() => setIsAdding(false)}
          onDone={(items) => {
            setIsAdding(false);
            setResults({ kind: 'add', items: items.map((result) => ({ ...result, message: warningText(result) })) });
          }}
        />
      )}
      <EventResultsModal
        title={results?.kind === 'remove' ? d.removeTitle : d.resultsTitle}
        results={results?.items ?? null}
        summary={(ok, total) => fmt(results?.kind === 'remove' ? d.removeSummary : d.summary, { ok, total })}
        okLabel={results?.kind === 'remove' ? d.removedOk : d.added}
        failLabel={() => d.refused}
        onClose={() => setResults(null)}
      />
    </Paper>
  );
}
