import { type ReferenceImport, type ReferenceRejection, fmt } from '@honora/contract';
import { referenceTablesMessages as t } from '@honora/contract/screen-texts/reference-tables';
import { formatDateTime, formatNumber } from '@honora/domain';
import { Alert, Badge, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { QueryState } from '../ui/query-state';
import { ImportJobStep } from './import-job-step';
import { isRunning, useReferenceImport } from './use-reference-import';

const statusColor: Record<ReferenceImport['status'], string> = {
  NOT_STARTED: 'gray',
  RUNNING: 'blue',
  FINISH: 'teal',
  FAILED: 'red',
};

export function ImportStatusBadge({ status }: { status: ReferenceImport['status'] }) {
  return <Badge color={statusColor[status]}>{t.statuses[status]}</Badge>;
}

function LinesTable({ lines, label }: { lines: readonly ReferenceRejection[]; label: string }) {
  return (
    <Table.ScrollContainer minWidth={480} mah={480}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={90}>{t.row}</Table.Th>
            <Table.Th>{t.reason}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={`${line.row}-${index}`}>
              <Table.Td>{line.row}</Table.Td>
              <Table.Td>{line.reason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The rejected rows and why; then the rows read but not stored (a valuation's porte-anestésico rows). */
function ReportLines({ record }: { record: ReferenceImport }) {
  const rejected = record.rejections.filter((line) => !line.ignored);
  const ignored = record.rejections.filter((line) => line.ignored);
  return (
    <>
      {rejected.length === 0 ? (
        <Text c="dimmed">{t.noRejections}</Text>
      ) : (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t.rejectionsTitle}
          </Title>
          {record.rejectedRows > rejected.length && (
            <Text size="sm" c="dimmed">
              {fmt(t.rejectionsCapped, {
                shown: formatNumber(rejected.length),
                total: formatNumber(record.rejectedRows),
              })}
            </Text>
          )}
          <LinesTable lines={rejected} label={t.rejectionsLabel} />
        </Stack>
      )}
      {ignored.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t.ignoredTitle}
          </Title>
          <LinesTable lines={ignored} label={t.ignoredLabel} />
        </Stack>
      )}
    </>
  );
}

function ImportDetails({ record }: { record: ReferenceImport }) {
  const running = isRunning(record);
  const percent = record.totalRows > 0 ? Math.round((record.processedRows / record.totalRows) * 100) : 0;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Title order={2} size="h4">
          {fmt(t.reportTitle, { fileName: record.fileName })}
        </Title>
        <ImportStatusBadge status={record.status} />
      </Group>
      <Text size="sm" c="dimmed">
        {[t.tables[record.table], record.targetName, formatDateTime(record.createdAt), record.createdByName]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {running ? (
        <>
          <Progress value={percent} animated striped size="lg" aria-label={t.progressLabel} />
          <Text size="sm">
            {fmt(t.progress, { processed: formatNumber(record.processedRows), total: formatNumber(record.totalRows) })}
          </Text>
          {record.jobId && <ImportJobStep jobId={record.jobId} />}
        </>
      ) : (
        <>
          {record.error && (
            <Alert color="red" role="alert">
              {record.error}
            </Alert>
          )}
          <Group gap="lg">
            <Text>{fmt(t.totalCount, { count: formatNumber(record.totalRows) })}</Text>
            <Text c="teal.8" fw={600}>
              {fmt(t.acceptedCount, { count: formatNumber(record.acceptedRows) })}
            </Text>
            <Text c={record.rejectedRows > 0 ? 'red.8' : undefined} fw={600}>
              {fmt(t.rejectedCount, { count: formatNumber(record.rejectedRows) })}
            </Text>
            {record.ignoredRows > 0 && (
              <Text fw={600}>{fmt(t.ignoredCount, { count: formatNumber(record.ignoredRows) })}</Text>
            )}
          </Group>
          {record.status === 'FINISH' && (
            <Text size="sm">
              {record.resultIds.length > 0
                ? fmt(t.versionsCreated, { count: formatNumber(record.resultIds.length) })
                : t.replaced}
            </Text>
          )}
          <ReportLines record={record} />
        </>
      )}
    </Stack>
  );
}

/**
 * The progress of one import while it runs (polled), then its report. `refresh`: the screen's
 * queries to fetch again when it ends (the tables it changed).
 */
export function ImportReport({ id, refresh }: { id: string; refresh: readonly QueryKey[] }) {
  const query = useReferenceImport(id, refresh);
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
