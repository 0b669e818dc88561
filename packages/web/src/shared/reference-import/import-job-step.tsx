import { jobRoutes } from '@honora/contract';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/api-client';
import { jobStep } from '../jobs/job-state';
import { PROGRESS_POLL_MS, referenceImportKeys } from './use-reference-import';

/**
 * The step of the job that runs an import, in pt-BR from the catalog (reading the file, checking
 * the rows, writing them), as the admin Jobs screen shows it (GET /api/admin/jobs/:id: imports
 * are platform jobs). Shown while the import runs, asked again as often as the import itself.
 */
export function ImportJobStep({ jobId }: { jobId: string }) {
  const job = useQuery({
    queryKey: [...referenceImportKeys.root, 'job', jobId],
    queryFn: ({ signal }) => call(jobRoutes.adminGet, { params: { id: jobId }, signal }),
    refetchInterval: PROGRESS_POLL_MS,
  }).data;
  if (!job) return null;
  return (
    <Text size="sm" c="dimmed" data-job-step={job.stepCode ?? ''}>
      {jobStep(job)}
    </Text>
  );
}
