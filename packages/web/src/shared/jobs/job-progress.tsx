import { jobRoutes, messages } from '@honora/contract';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/api-client';
import { isJobOpen, jobStep } from './job-state';

const t = messages.screens.jobs;

/** How often a running job is asked for. */
export const JOB_POLL_MS = 1000;

/**
 * The progress of a job the user started (GET /api/jobs/:id): a bar with the percentage and the
 * step in pt-BR, asked again every second until the job ends.
 */
export function JobProgress({ jobId, label = t.progressLabel }: { jobId: string; label?: string }) {
  const query = useQuery({
    queryKey: ['jobs', jobId],
    queryFn: ({ signal }) => call(jobRoutes.get, { params: { id: jobId }, signal }),
    refetchInterval: (q) => (!q.state.data || isJobOpen(q.state.data) ? JOB_POLL_MS : false),
  });
  const job = query.data;
  if (!job) return null;
  return (
    <Stack gap={4} data-job-id={job.id} data-job-status={job.status}>
      <Progress value={job.progress} animated={isJobOpen(job)} striped size="lg" aria-label={label} />
      <Group justify="space-between" gap="xs">
        <Text size="sm">{jobStep(job)}</Text>
        <Text size="sm" c="dimmed">
          {job.progress}%
        </Text>
      </Group>
    </Stack>
  );
}
