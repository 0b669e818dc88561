import { batchRoutes, fmt, messages, type Batch, type BatchStatusAction, type EventBulkResult } from '@honora/contract';
import { batchesScreenMessages as t } from '@honora/contract/screen-texts/batches';
import { formatDateTime, formatNumber } from '@honora/domain';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { download } from '../../shared/api/api-client';
import { toast, toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { QueryState } from '../../shared/ui/query-state';
import { BatchAttachments } from './batch-attachments';
import { BatchEvents } from './batch-events';
import { BatchEditModal } from './batch-form';
import { BatchStatusBadge } from './batch-pickers';
import { BatchXml } from './batch-xml';
import { EventResultsModal } from '../../shared/events/event-results-modal';
import { ContaAzulExportButton } from '../../shared/contaazul/contaazul-export';
import { useBatch, useBatchStatus, useRemoveBatch, useSendGuides } from './use-batches';

const b = messages.screens.batches;
const d = t.detail;
const bulkLabels = messages.screens.events.bulkResults;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children || '—'}
      </Text>
    </div>
  );
}

/** A status action's confirmation text (each one may change the batch's events). */
function confirmOf(action: BatchStatusAction, batch: Batch): string {
  switch (action) {
    case 'close':
      return d.confirmClose;
    case 'reopen':
      return d.confirmReopen;
    case 'startChecking':
      return d.confirmStartChecking;
    case 'accept':
      return fmt(d.confirmAccept, { count: formatNumber(batch.events.filter((event) => event.active).length) });
    case 'unaccept':
      return d.confirmUnaccept;
  }
}

type Pending = { kind: 'status'; action: BatchStatusAction } | { kind: 'sendGuides' } | { kind: 'remove' };

const STATUS_ACTIONS: BatchStatusAction[] = ['close', 'reopen', 'startChecking', 'accept', 'unaccept'];

function Header({ batch, onRemoved }: { batch: Batch; onRemoved: () => void }) {
  const status = useBatchStatus(batch.id);
  const sendGuides = useSendGuides(batch.id);
  const remove = useRemoveBatch(batch.id);
  const [pending, setPending] = useState<Pending | null>(null);
  const [isEditing, setIsEditing] = useState(false);
  const [isPrinting, setIsPrinting] = useState(false);
  const [guideResults, setGuideResults] = useState<EventBulkResult[] | null>(null);
  const c = t.columns;
  const actions = batch.actions;

  const confirm = async () => {
    if (!pending) return;
    try {
      if (pending.kind === 'status') {
        const updated = await status.mutateAsync({ version: batch.version, action: pending.action });
        toast.success(fmt(d.statusDone, { status: b.statuses[updated.status] }));
      } else if (pending.kind === 'sendGuides') {
        const answer = await sendGuides.mutateAsync();
        setGuideResults(answer.results);
      } else {
        await remove.mutateAsync();
        toast.success(fmt(d.removed, { code: batch.code }));
        onRemoved();
      }
    } catch (error) {
      toastError(error);
    }
  };

  const print = async () => {
    setIsPrinting(true);
    try {
      await download(batchRoutes.guidesPdf, `${fmt(b.files.guides, { code: batch.code })}.pdf`, {
        params: { id: batch.id },
      });
    } catch (error) {
      toastError(error);
    } finally {
      setIsPrinting(false);
    }
  };

  const pendingTitle =
    pending === null
      ? null
      : pending.kind === 'status'
        ? b.statusActions[pending.action]
        : pending.kind === 'sendGuides'
          ? d.sendGuides
          : d.remove;
  const pendingMessage =
    pending === null
      ? ''
      : pending.kind === 'status'
        ? confirmOf(pending.action, batch)
        : pending.kind === 'sendGuides'
          ? d.sendGuidesConfirm
          : fmt(d.removeConfirm, { code: batch.code });

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Group gap="sm" align="center">
          <Title order={1}>{fmt(d.title, { code: batch.code })}</Title>
          <BatchStatusBadge status={batch.status} withHint />
        </Group>
      </Group>
      <Text size="sm" c="dimmed" data-testid="status-hint">
        {b.statusHints[batch.status]}
      </Text>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Field label={c.name}>{batch.name}</Field>
          <Field label={c.protocol}>{batch.protocol}</Field>
          <Field label={c.insurer}>{batch.insurerName}</Field>
          <Field label={c.type}>{b.guideTypes[batch.type]}</Field>
          <Field label={c.hospital}>{batch.hospitalName}</Field>
          <Field label={c.competence}>{batch.competence}</Field>
          <Field label={c.automatic}>{batch.automatic ? t.automaticYes : t.automaticNo}</Field>
          <Field label={c.events}>
            {fmt(d.maxEvents, { count: formatNumber(batch.eventCount), max: formatNumber(batch.maxEvents) })}
          </Field>
          <Field label={c.createdAt}>{formatDateTime(batch.createdAt)}</Field>
          <Field label={c.createdBy}>{batch.createdByName}</Field>
        </SimpleGrid>
      </Paper>
      <Group gap="xs" role="group" aria-label={d.actionsLabel}>
        {actions.edit && (
          <Button variant="default" onClick={() => setIsEditing(true)}>
            {d.edit}
          </Button>
        )}
        {STATUS_ACTIONS.filter((action) => actions[action]).map((action) => (
          <Button key={action} variant="light" onClick={() => setPending({ kind: 'status', action })}>
            {b.statusActions[action]}
          </Button>
        ))}
        {actions.sendGuides && (
          <Button variant="light" onClick={() => setPending({ kind: 'sendGuides' })}>
            {d.sendGuides}
          </Button>
        )}
        {batch.eventCount > 0 && (
          <Button variant="default" onClick={() => void print()} loading={isPrinting}>
            {d.printGuides}
          </Button>
        )}
        {/* Decision 054: the batch's active events to Conta Azul (shown when connected). */}
        {batch.eventCount > 0 && <ContaAzulExportButton batchId={batch.id} />}
        {actions.remove && (
          <Button color="red" variant="light" onClick={() => setPending({ kind: 'remove' })}>
            {d.remove}
          </Button>
        )}
      </Group>
      <ConfirmModal
        title={pendingTitle}
        message={pendingMessage}
        confirmLabel={pendingTitle ?? d.confirm}
        color={pending?.kind === 'remove' ? 'red' : 'blue'}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
      {isEditing && <BatchEditModal batch={batch} onClose={() => setIsEditing(false)} />}
      <EventResultsModal
        title={d.sendGuidesTitle}
        results={guideResults}
        summary={(ok, total) => fmt(messages.screens.events.list.bulk.summary, { ok, total })}
        okLabel={bulkLabels.success}
        failLabel={(result) => bulkLabels[result.result as keyof typeof bulkLabels]}
        onClose={() => setGuideResults(null)}
      />
    </Stack>
  );
}

interface Props {
  id: string;
  onBack: () => void;
}

/** /client/batches/{id}: the batch, its actions, events with totals, XML history and attachments. */
export function BatchDetail({ id, onBack }: Props) {
  const query = useBatch(id);
  return (
    <Stack>
      <Group>
        <Button variant="default" onClick={onBack}>
          {d.back}
        </Button>
      </Group>
      <QueryState query={query}>
        {(batch) => (
          <Stack>
            <Header batch={batch} onRemoved={onBack} />
            <BatchEvents batch={batch} />
            <BatchXml batch={batch} />
            <BatchAttachments batch={batch} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
