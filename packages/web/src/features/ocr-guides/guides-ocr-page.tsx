import { ocrMessages } from '@honora/contract/screen-texts/ocr';
import { fmt } from '@honora/contract';
import { formatNumber } from '@honora/domain';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../shared/auth/auth-store';
import { useCan } from '../../shared/auth/use-can';
import { OcrGuidesSection } from './ocr-guides-section';
import { OcrUploadForm } from './ocr-upload-form';
import { OcrUploadsSection } from './ocr-uploads-section';
import { useOcrBalance } from './use-ocr-guides';

const o = ocrMessages;

/** The OCR credits the company spends, one a page read (its matriz's, in a filial). */
function CreditsBalance() {
  const query = useOcrBalance();
  const companyName = useSession()?.company?.name;
  if (!query.data) return null;
  const { balance, creditCompanyName } = query.data;
  return (
    <Paper withBorder p="md" role="region" aria-label={o.creditsAdmin.title}>
      <Text fw={700} data-credits={balance}>
        {fmt(o.credits, { balance: formatNumber(balance) })}
      </Text>
      {creditCompanyName && creditCompanyName !== companyName && (
        <Text size="sm" c="dimmed">
          {fmt(o.client.creditsOf, { company: creditCompanyName })}
        </Text>
      )}
      {balance <= 0 && (
        <Alert color="orange" mt="sm">
          {creditCompanyName === null ? o.notFoundMatriz : o.noCredits}
        </Alert>
      )}
    </Paper>
  );
}

/**
 * /client/guidesOcr (platform.md §2; §3 OCR guide statuses and errors; decision 041): the
 * credits, the upload of scanned guides (each file a job that reads its pages), each upload's
 * progress, and the guides read with their status, to review or to open as an event.
 */
export function GuidesOcrPage() {
  const can = useCan();
  return (
    <Stack>
      <div>
        <Title order={1}>{o.title}</Title>
        <Text c="dimmed">{o.intro}</Text>
      </div>
      <CreditsBalance />
      {can('ocr', 'write') && <OcrUploadForm />}
      <OcrUploadsSection />
      <OcrGuidesSection />
    </Stack>
  );
}
