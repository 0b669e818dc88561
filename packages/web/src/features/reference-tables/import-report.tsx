import { messages, type ReferenceImport } from '@honora/contract';
import { formatDateTime, formatNumber } from '@honora/domain';
import { Alert, Badge, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { QueryState } from '../../shared/ui/query-state';
import { isRunning, useReferenceImport } from './use-reference-tables';

const t = messages.screens.referenceTables;

const statusColor: Record<ReferenceImport['status'], string> = {
  NOT_STARTED: 'gray',
  RUNNING: 'blue',
  FINISH: 'teal',
  FAILED: 'red',
};

export function ImportStatusBadge({ status }: { status: ReferenceImport['status'] }) {
  return <Badge color={statusColor[status]}>{t.statuses[status]}</Badge>;
}

function RejectionsTable({ record }: { record: ReferenceImport }) {
  if (record.rejections.length === 0) return <Text c="dimmed">{t.noRejections}</Text>;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t.rejectionsTitle}
      </Title>
      {record.rejectedRows > record.rejections.length && (
        <Text size="sm" c="dimmed">
          {t.rejectionsCapped(formatNumber(record.rejections.length), formatNumber(record.rejectedRows))}
        </Text>
      )}
      <Table.ScrollContainer minWidth={480} mah={480}>
        <Table striped aria-label={t.rejectionsLabel}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={90}>{t.row}</Table.Th>
              <Table.Th>{t.reason}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {record.rejections.map((rejection, index) => (
              <Table.Tr key={`${rejection.row}-${index}`}>
                <Table.Td>{rejection.row}</Table.Td>
                <Table.Td>{rejection.reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function ImportDetails({ record }: { record: ReferenceImport }) {
  const running = isRunning(record);
  const percent = record.totalRows > 0 ? Math.round((record.processedRows / record.totalRows) * 100) : 0;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Title order={2} size="h4">
          {t.reportTitle(record.fileName)}
        </Title>
        <ImportStatusBadge status={record.status} />
      </Group>
      <Text size="sm" c="dimmed">
        {t.tables[record.table]} · {formatDateTime(record.createdAt)} · {record.createdByName}
      </Text>
      {running ? (
        <>
          <Progress value={percent} animated striped size="lg" aria-label={t.progressLabel} />
          <Text size="sm">{t.progress(formatNumber(record.processedRows), formatNumber(record.totalRows))}</Text>
        </>
      ) : (
        <>
          {record.error && (
            <Alert color="red" role="alert">
              {record.error}
            </Alert>
          )}
          <Group gap="lg">
            <Text>{t.totalCount(formatNumber(record.totalRows))}</Text>
            <Text c="teal.8" fw={600}>
              {t.acceptedCount(formatNumber(record.acceptedRows))}
            </Text>
            <Text c={record.rejectedRows > 0 ? 'red.8' : undefined} fw={600}>
              {t.rejectedCount(formatNumber(record.rejectedRows))}
            </Text>
          </Group>
          {record.status === 'FINISH' && <Text size="sm">{t.replaced}</Text>}
          <RejectionsTable record={record} />
        </>
      )}
    </Stack>
  );
}

/** The progress of one import while it runs (polled), then its report. */
export function ImportReport({ id }: { id: string }) {
  const query = useReferenceImport(id);
  return (
    <Paper withBorder p="md" component="section" aria-label={t.reportTitle(query.data?.fileName ?? '')}>
      <QueryState query={query}>{(record) => <ImportDetails record={record} />}</QueryState>
    </Paper>
  );
}
