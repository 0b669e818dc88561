import { BATCH_LIMITS, batchRoutes, fmt, messages, type Batch } from '@honora/contract';
import { batchesScreenMessages } from '@honora/contract/screen-texts/batches';
import { formatDateTime, formatNumber } from '@honora/domain';
import { Button, FileButton, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { download } from '../../shared/api/api-client';
import { useCan } from '../../shared/auth/use-can';
import { toast, toastError } from '../../shared/notify/toast';
import { readAsBase64 } from '../../shared/reference-import/use-reference-import';
import { useAddAttachment } from './use-batches';
import { HiddenHeader } from '../../shared/ui/hidden-header';

const b = messages.screens.batches;
const t = batchesScreenMessages.attachments;
const ACCEPT = 'application/pdf,image/png,image/jpeg';
const MIMES = new Set(ACCEPT.split(','));

/** The batch's files: list, download, and upload a PDF, PNG or JPEG (at most 15 MB). */
export function BatchAttachments({ batch }: { batch: Batch }) {
  const add = useAddAttachment(batch.id);
  const canWrite = useCan()('batches', 'write');

  const upload = async (file: File | null) => {
    if (!file) return;
    if (!MIMES.has(file.type)) {
      toast.error(b.errors.attachmentType);
      return;
    }
    if (file.size > BATCH_LIMITS.attachmentMb * 1024 * 1024) {
      toast.error(b.errors.attachmentSize);
      return;
    }
    try {
      await add.mutateAsync({ fileName: file.name, content: await readAsBase64(file) });
      toast.success(fmt(t.added, { name: file.name }));
    } catch (error) {
      toastError(error);
    }
  };

  const fetchFile = async (fileId: string, fileName: string) => {
    try {
      await download(batchRoutes.attachment, fileName, { params: { id: batch.id, fileId } });
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-label={t.title}>
      <Stack>
        <Group justify="space-between">
          <div>
            <Title order={2} size="h4">
              {t.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t.accept}
            </Text>
          </div>
          {canWrite && (
            <FileButton onChange={(file) => void upload(file)} accept={ACCEPT}>
              {(props) => (
                <Button variant="light" loading={add.isPending} {...props}>
                  {t.upload}
                </Button>
              )}
            </FileButton>
          )}
        </Group>
        {batch.attachments.length === 0 ? (
          <Text c="dimmed">{t.empty}</Text>
        ) : (
          <Table striped aria-label={t.tableLabel}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.file}</Table.Th>
                <Table.Th ta="right">{t.size}</Table.Th>
                <Table.Th>{t.date}</Table.Th>
                <Table.Th>{t.user}</Table.Th>
                <HiddenHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {batch.attachments.map((attachment) => (
                <Table.Tr key={attachment.id}>
                  <Table.Td>{attachment.fileName}</Table.Td>
                  <Table.Td ta="right">
                    {fmt(batchesScreenMessages.xml.bytes, { size: formatNumber(attachment.size) })}
                  </Table.Td>
                  <Table.Td>{formatDateTime(attachment.createdAt)}</Table.Td>
                  <Table.Td>{attachment.createdByName}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => void fetchFile(attachment.id, attachment.fileName)}
                      aria-label={fmt(t.downloadRow, { name: attachment.fileName })}
                    >
                      {t.download}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
