import { ocrMessages } from '@honora/contract/screen-texts/ocr';
import { fmt, type OcrUpload } from '@honora/contract';
import { formatDateTime, formatNumber } from '@honora/domain';
import { Badge, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PagedResults } from '../../shared/ui/paged-results';
import { isUploadRunning, uploadPercent } from './ocr-logic';
import { OCR_PAGE_SIZE, useOcrUploads } from './use-ocr-guides';

const o = ocrMessages;
const c = o.client;

const STATUS_COLORS: Record<OcrUpload['status'], string> = {
  NOT_STARTED: 'gray',
  RUNNING: 'blue',
  FINISH: 'teal',
  FAILED: 'red',
};

/** The pages read so far: a bar with "Lendo X de Y página(s)" while the job runs. */
function UploadProgress({ upload }: { upload: OcrUpload }) {
  const text = fmt(o.progress, {
    done: formatNumber(upload.processedPages),
    total: formatNumber(upload.totalPages),
  });
  if (!isUploadRunning(upload)) return <Text size="sm">{formatNumber(upload.totalPages)}</Text>;
  return (
    <Stack gap={4} miw={200}>
      <Progress
        value={uploadPercent(upload)}
        animated
        striped
        aria-label={fmt(c.progressOf, { file: upload.fileName })}
      />
      <Text size="sm" data-progress={upload.id}>
        {text}
      </Text>
    </Stack>
  );
}

function UploadsTable({ items }: { items: readonly OcrUpload[] }) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {c.uploadsEmpty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped aria-label={c.uploadsLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{o.columns.file}</Table.Th>
            <Table.Th scope="col">{c.uploadColumns.createdAt}</Table.Th>
            <Table.Th scope="col">{c.uploadColumns.status}</Table.Th>
            <Table.Th scope="col">{c.uploadColumns.pages}</Table.Th>
            <Table.Th scope="col">{c.uploadColumns.by}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((upload) => (
            <Table.Tr key={upload.id}>
              <Table.Th scope="row" fw="normal">
                {upload.fileName}
              </Table.Th>
              <Table.Td>{formatDateTime(upload.createdAt)}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[upload.status]} data-status={upload.status}>
                  {o.uploadStatuses[upload.status]}
                </Badge>
                {upload.error && (
                  <Text size="sm" c="red" mt={4}>
                    {upload.error}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <UploadProgress upload={upload} />
              </Table.Td>
              <Table.Td>{upload.createdByName}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The company's uploads, newest first, with each one's reading while its job runs (asked every second). */
export function OcrUploadsSection() {
  const [page, setPage] = useState(1);
  const query = useOcrUploads(page);
  return (
    <Stack gap="sm" component="section" aria-labelledby="ocr-uploads-title">
      <Title order={2} size="h4" id="ocr-uploads-title">
        {o.uploadsTitle}
      </Title>
      <PagedResults
        query={query}
        page={page}
        pageSize={OCR_PAGE_SIZE}
        onPageChange={setPage}
        totalLabel={(count) => fmt(c.uploadsTotal, { count })}
      >
        {(data) => <UploadsTable items={data.items} />}
      </PagedResults>
    </Stack>
  );
}
