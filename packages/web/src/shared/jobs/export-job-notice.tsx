import { messages } from '@honora/contract';
import { Alert, Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { toastError } from '../notify/toast';
import { downloadJobFile } from './export-job';
import { JobProgress } from './job-progress';
import { isJobOpen, jobErrorLabel } from './job-state';
import { useJob } from './use-job';

const t = messages.screens.jobs.exportJob;

interface Props {
  jobId: string;
  /** The download's name when the server sends none (without extension). */
  fileName: string;
  onClose: () => void;
}

/**
 * An export too large to answer at once (decision 019), where it was asked for: the job's
 * progress while it runs, then the button that downloads the sheet, or the job's error.
 */
export function ExportJobNotice({ jobId, fileName, onClose }: Props) {
  const job = useJob(jobId).data;
  const [isDownloading, setIsDownloading] = useState(false);
  const fetchFile = async () => {
    setIsDownloading(true);
    try {
      await downloadJobFile(jobId, `${fileName}.xlsx`);
    } catch (error) {
      toastError(error);
    } finally {
      setIsDownloading(false);
    }
  };
  const isFailed = job?.status === 'FAILED' || job?.status === 'CANCELLED';
  return (
    <Alert color={isFailed ? 'red' : 'blue'} role="status" data-export-job={jobId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm">{isFailed ? t.failed : job?.status === 'FINISH' ? t.ready : t.started}</Text>
          <CloseButton aria-label={t.close} onClick={onClose} />
        </Group>
        {(!job || isJobOpen(job)) && <JobProgress jobId={jobId} label={t.progressLabel} />}
        {job?.status === 'FINISH' && (
          <Group>
            <Button onClick={() => void fetchFile()} loading={isDownloading}>
              {t.download}
            </Button>
          </Group>
        )}
        {isFailed && <Text size="sm">{jobErrorLabel(job)}</Text>}
      </Stack>
    </Alert>
  );
}
