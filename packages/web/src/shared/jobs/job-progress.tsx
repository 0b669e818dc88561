import { messages } from '@honora/contract';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { isJobOpen, jobStep } from './job-state';
import { useJob } from './use-job';

const t = messages.screens.jobs;

/**
 * The progress of a job the user started (GET /api/jobs/:id): a bar with the percentage and the
 * step in pt-BR, asked again every second until the job ends.
 */
export function JobProgress({ jobId, label = t.progressLabel }: { jobId: string; label?: string }) {
  const job = useJob(jobId).data;
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
