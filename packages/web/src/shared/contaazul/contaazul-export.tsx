import { contaAzulRoutes, fmt, type ContaAzulExportBody } from '@honora/contract';
import { contaAzulScreenMessages } from '@honora/contract/screen-texts/contaazul';
import { formatNumber } from '@honora/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { call } from '../api/api-client';
import { useCan } from '../auth/use-can';
import { JobProgress } from '../jobs/job-progress';
import { isJobOpen, jobErrorLabel } from '../jobs/job-state';
import { useJob } from '../jobs/use-job';
import { toast, toastError } from '../notify/toast';
import { QueryState } from '../ui/query-state';
import { ExportResultsTable } from './export-results-table';
import { useContaAzulConnected, useContaAzulJobResults, useRefreshContaAzul } from './use-contaazul';

const t = contaAzulScreenMessages.export;

/** What one export takes: the selected events, a batch's or a collection's (decision 054). */
export type ContaAzulExportTarget = { eventIds: string[] } | { batchId: string } | { collectionId: string };

/**
 * Starting an export (POST /api/contaazul/exports) and the job it answers. `allowed`: the user
 * may write the integrations and the company is connected — otherwise nothing is offered.
 */
export function useContaAzulExport() {
  const can = useCan();
  const connected = useContaAzulConnected();
  const [jobId, setJobId] = useState<string | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const start = async (target: ContaAzulExportTarget) => {
    setIsStarting(true);
    try {
      const body: ContaAzulExportBody = target;
      const answer = await call(contaAzulRoutes.export, { body });
      toast.success(fmt(t.started, { count: formatNumber(answer.count) }));
      setJobId(answer.jobId);
    } catch (error) {
      toastError(error);
    } finally {
      setIsStarting(false);
    }
  };
  return {
    allowed: can('integrations', 'write') && connected,
    isStarting,
    jobId,
    start,
    close: () => setJobId(null),
  };
}

/** The job followed with the job progress (decision 019), then each event's result. */
export function ContaAzulJobView({ jobId }: { jobId: string }) {
  const job = useJob(jobId).data;
  const ended = job !== undefined && !isJobOpen(job);
  const results = useContaAzulJobResults(ended ? jobId : null);
  const refresh = useRefreshContaAzul();
  useEffect(() => {
    // The history and the events' lines change with the job: they are read again when it ends.
    if (ended) void refresh();
  }, [ended, refresh]);
  const isFailed = job?.status === 'FAILED' || job?.status === 'CANCELLED';
  return (
    <Stack data-contaazul-job={jobId} data-job-status={job?.status}>
      {!ended && <JobProgress jobId={jobId} label={t.title} />}
      {isFailed && (
        <Text c="red" role="alert">
          {fmt(t.failed, { detail: jobErrorLabel(job) })}
        </Text>
      )}
      {job?.status === 'FINISH' && (
        <Text role="status" c="green" fw={600}>
          {t.finished}
        </Text>
      )}
      {ended && (
        <QueryState query={results}>
          {(data) => (
            <Stack gap="xs">
              <Text size="sm">
                {fmt(t.summary, {
                  exported: formatNumber(data.items.filter((i) => i.state === 'EXPORTED').length),
                  failed: formatNumber(data.items.filter((i) => i.state === 'FAILED').length),
                })}
              </Text>
              <ExportResultsTable items={data.items} />
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}

/** The export's window: open while a job is followed. */
export function ContaAzulExportDialog({ jobId, onClose }: { jobId: string | null; onClose: () => void }) {
  return (
    <Modal opened={jobId !== null} onClose={onClose} title={t.title} size={1000}>
      {jobId && (
        <Stack>
          <ContaAzulJobView jobId={jobId} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.close}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

type ButtonProps = ContaAzulExportTarget & { disabled?: boolean };

/**
 * "Exportar para o Conta Azul" (billing.md §4 exportContaAzul; decision 054) for events, a batch
 * or a collection: shown only to who may write the integrations, when the company is connected.
 */
export function ContaAzulExportButton({ disabled = false, ...target }: ButtonProps) {
  const exporting = useContaAzulExport();
  if (!exporting.allowed) return null;
  return (
    <>
      <Button
        variant="light"
        onClick={() => void exporting.start(target)}
        loading={exporting.isStarting}
        disabled={disabled}
      >
        {t.action}
      </Button>
      <ContaAzulExportDialog jobId={exporting.jobId} onClose={exporting.close} />
    </>
  );
}
