import { messages, type Job } from '@honora/contract';
import { formatDateTime } from '@honora/domain';
import { Badge, Button, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { toast, toastError } from '../../shared/notify/toast';
import {
  JOB_STATUS_COLORS,
  canCancelJob,
  canRetryJob,
  isJobOpen,
  jobErrorLabel,
  jobKindLabel,
  jobStep,
} from '../../shared/jobs/job-state';
import { useJobAction } from './use-admin-jobs';

const t = messages.screens.jobs;

function JobActions({ job }: { job: Job }) {
  const retry = useJobAction('retry');
  const cancel = useJobAction('cancel');
  const run = async (action: typeof retry, done: string) => {
    try {
      await action.mutateAsync(job.id);
      toast.success(done);
    } catch (error) {
      toastError(error);
    }
  };
  const name = `${jobKindLabel(job.kind)} ${formatDateTime(job.createdAt)}`;
  return (
    <Group gap={4} wrap="nowrap">
      {canRetryJob(job) && (
        <Button
          size="xs"
          variant="light"
          loading={retry.isPending}
          onClick={() => void run(retry, t.retried)}
          aria-label={`${t.retry}: ${name}`}
        >
          {t.retry}
        </Button>
      )}
      {canCancelJob(job) && (
        <Button
          size="xs"
          variant="light"
          color="orange"
          loading={cancel.isPending}
          onClick={() => void run(cancel, t.cancelRequested)}
          aria-label={`${t.cancel}: ${name}`}
        >
          {t.cancel}
        </Button>
      )}
    </Group>
  );
}

/** One row per job: what, whose, its status and progress, when, and what went wrong. */
export function JobsTable({ items }: { items: readonly Job[] }) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {t.empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={1080}>
      <Table striped aria-label={t.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.kind}</Table.Th>
            <Table.Th>{t.company}</Table.Th>
            <Table.Th>{t.status}</Table.Th>
            <Table.Th>{t.progress}</Table.Th>
            <Table.Th>{t.createdAt}</Table.Th>
            <Table.Th>{t.startedAt}</Table.Th>
            <Table.Th>{t.finishedAt}</Table.Th>
            <Table.Th>{t.error}</Table.Th>
            <Table.Th>{t.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((job) => (
            <Table.Tr key={job.id} data-job-id={job.id} data-status={job.status}>
              <Table.Td>
                <Stack gap={0}>
                  <span>{jobKindLabel(job.kind)}</span>
                  <Text size="xs" c="dimmed">
                    {job.createdByName}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>{job.companyName ?? t.platform}</Table.Td>
              <Table.Td>
                <Badge color={JOB_STATUS_COLORS[job.status]} variant="light" data-column="status">
                  {t.statuses[job.status]}
                </Badge>
              </Table.Td>
              <Table.Td miw={180}>
                <Progress
                  value={job.progress}
                  animated={isJobOpen(job)}
                  aria-label={`${t.progressLabel}: ${job.progress}%`}
                />
                <Text size="xs" c="dimmed">
                  {jobStep(job)} · {t.attempts} {job.attempts}/{job.maxAttempts}
                </Text>
              </Table.Td>
              <Table.Td>{formatDateTime(job.createdAt)}</Table.Td>
              <Table.Td>{job.startedAt ? formatDateTime(job.startedAt) : ''}</Table.Td>
              <Table.Td>{job.finishedAt ? formatDateTime(job.finishedAt) : ''}</Table.Td>
              <Table.Td maw={320}>
                <Text size="sm" c="red.4" data-column="error">
                  {jobErrorLabel(job)}
                </Text>
              </Table.Td>
              <Table.Td>
                <JobActions job={job} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
