import { eventImportScreenMessages } from '@honora/contract/screen-texts/event-import-screen';
import { eventImportRoutes, fmt, messages, type EventImport } from '@honora/contract';
import { formatDateTime, formatNumber } from '@honora/domain';
import { Alert, Anchor, Button, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { download } from '../../shared/api/api-client';
import { jobStep } from '../../shared/jobs/job-state';
import { toast, toastError } from '../../shared/notify/toast';
import { paths } from '../../shared/routing/paths';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { QueryState } from '../../shared/ui/query-state';
import { fallbackStep, isImportRunning, progressPercent } from './event-import-logic';
import { ImportStatusBadge } from './outcome-badge';
import { useEventImport, useImportJob, useUndoImport } from './use-event-import';

const t = eventImportScreenMessages;
const typeLabels = messages.screens.registry.eventTypes;

/** The bar of the rows processed and the job's step, while the import runs. */
function ImportProgress({ record }: { record: EventImport }) {
  const job = useImportJob(record.jobId, true).data;
  const step = (job && jobStep(job)) || fallbackStep(record);
  return (
    <Stack gap={4}>
      <Progress value={progressPercent(record)} animated striped size="lg" aria-label={t.progressLabel} />
      <Group justify="space-between" gap="xs">
        <Text size="sm" data-step>
          {step}
        </Text>
        <Text size="sm" c="dimmed">
          {fmt(t.progress, { processed: formatNumber(record.processedRows), total: formatNumber(record.totalRows) })}
        </Text>
      </Group>
    </Stack>
  );
}

function Counts({ record }: { record: EventImport }) {
  const items = [
    ['created', record.createdEvents],
    ['updated', record.updatedEvents],
    ['unchanged', record.unchangedEvents],
    ['rejected', record.rejectedRows],
  ] as const;
  return (
    <Group gap="lg" role="list" aria-label={t.countsLabel}>
      {items.map(([key, count]) => (
        <Text
          key={key}
          role="listitem"
          fw={600}
          c={key === 'rejected' && count > 0 ? 'red' : undefined}
          data-count={key}
        >
          {fmt(t.counts[key], { count: formatNumber(count) })}
        </Text>
      ))}
    </Group>
  );
}

function Rejections({ record }: { record: EventImport }) {
  if (record.rejectedRows === 0) return <Text c="dimmed">{t.noRejections}</Text>;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t.rejectionsTitle}
      </Title>
      {record.rejectedRows > record.rejections.length && (
        <Text size="sm" c="dimmed">
          {fmt(t.rejectionsCapped, {
            shown: formatNumber(record.rejections.length),
            total: formatNumber(record.rejectedRows),
          })}
        </Text>
      )}
      <Table.ScrollContainer minWidth={480} mah={480}>
        <Table striped aria-label={t.rejectionsLabel}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={90}>{t.line}</Table.Th>
              <Table.Th>{t.reason}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {record.rejections.map((rejection) => (
              <Table.Tr key={rejection.line}>
                <Table.Td>{rejection.line}</Table.Td>
                <Table.Td>{rejection.reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** The ended import's actions: the rejection sheet, the events list and the undo (after a question). */
function ReportActions({ record }: { record: EventImport }) {
  const [isAsking, setAsking] = useState(false);
  const [isDownloading, setDownloading] = useState(false);
  const undo = useUndoImport();

  async function downloadRejections() {
    setDownloading(true);
    try {
      await download(eventImportRoutes.rejections, t.rejectionsFileName, { params: { id: record.id } });
    } catch (error) {
      toastError(error);
    } finally {
      setDownloading(false);
    }
  }

  async function confirmUndo() {
    try {
      await undo.mutateAsync(record.id);
      toast.success(t.undone);
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <Group>
      {record.rejectedRows > 0 && (
        <Button variant="light" loading={isDownloading} onClick={() => void downloadRejections()}>
          {t.downloadRejections}
        </Button>
      )}
      <Anchor component={Link} to={paths.clientEvents}>
        {t.openEvents}
      </Anchor>
      {record.canUndo && (
        <Button color="red" variant="outline" onClick={() => setAsking(true)}>
          {t.undo}
        </Button>
      )}
      <ConfirmModal
        title={isAsking ? fmt(t.undoTitle, { fileName: record.fileName }) : null}
        message={t.undoMessage}
        confirmLabel={t.undo}
        onConfirm={confirmUndo}
        onClose={() => setAsking(false)}
      />
    </Group>
  );
}

function ImportDetails({ record }: { record: EventImport }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A report opened (a new import, one of the list) takes the focus, as the other screens' detail.
  useEffect(() => heading.current?.focus(), [record.id]);
  const isRunning = isImportRunning(record);
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Title order={2} size="h4" ref={heading} tabIndex={-1}>
          {fmt(t.reportTitle, { fileName: record.fileName })}
        </Title>
        <ImportStatusBadge status={record.status} />
      </Group>
      <Text size="sm" c="dimmed">
        {fmt(t.reportMeta, {
          type: typeLabels[record.eventType],
          when: formatDateTime(record.createdAt),
          who: record.createdByName,
        })}
        {record.spreadsheetConfigName ? ` · ${fmt(t.configUsed, { name: record.spreadsheetConfigName })}` : ''}
      </Text>
      {isRunning ? (
        <ImportProgress record={record} />
      ) : (
        <>
          {record.error && (
            <Alert color="red" role="alert">
              {record.error}
            </Alert>
          )}
          {record.status === 'UNDONE' && record.undoneAt && (
            <Alert color="orange">
              {fmt(t.undoneBy, { who: record.undoneByName ?? '', when: formatDateTime(record.undoneAt) })}
            </Alert>
          )}
          <Counts record={record} />
          <Rejections record={record} />
          <ReportActions record={record} />
        </>
      )}
    </Stack>
  );
}

/** One import: its progress while it runs (asked every second), then its report (billing.md §2; decision 040). */
export function EventImportReport({ id }: { id: string }) {
  const query = useEventImport(id);
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-label={fmt(t.reportTitle, { fileName: query.data?.fileName ?? '' })}
    >
      <QueryState query={query}>{(record) => <ImportDetails record={record} />}</QueryState>
    </Paper>
  );
}
