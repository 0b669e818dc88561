import { batchRoutes, fmt, messages, type Batch, type BatchXmlFile } from '@honora/contract';
import { batchesScreenMessages } from '@honora/contract/screen-texts/batches';
import { formatDateTime, formatNumber } from '@honora/domain';
import { Alert, Anchor, Badge, Button, Code, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { download } from '../../shared/api/api-client';
import { JobProgress } from '../../shared/jobs/job-progress';
import { useSession } from '../../shared/auth/auth-store';
import { toast, toastError } from '../../shared/notify/toast';
import { batchKey, useGenerateXml, useXmlFilePoll } from './use-batches';

const b = messages.screens.batches;
const t = batchesScreenMessages.xml;
const STATUS_COLORS = { Creating: 'yellow', Successful: 'teal', Error: 'red' } as const;
const FORMATS = ['xml', 'zip'] as const;

function XsdCell({ file }: { file: BatchXmlFile }) {
  if (file.xsdValid === null)
    return (
      <Text size="sm" c="dimmed">
        {t.xsdNotChecked}
      </Text>
    );
  return (
    <Badge color={file.xsdValid ? 'teal' : 'red'} variant="light" size="sm">
      {file.xsdValid ? t.xsdValid : t.xsdInvalid}
    </Badge>
  );
}

/** A problem as the server explains it; its guide (or the lote) is named first when the text does not already. */
function problemText(problem: BatchXmlFile['problems'][number]): string {
  const where = problem.numGuide ? fmt(t.problemGuide, { numGuide: problem.numGuide }) : t.problemLote;
  return problem.message.startsWith(where) ? problem.message : `${where}: ${problem.message}`;
}

/** The problems (or warnings) of a generation, each with a link to the record to fix. */
function ProblemList({ file, title }: { file: BatchXmlFile; title: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700}>
        {title}
      </Text>
      <List size="sm" aria-label={title}>
        {file.problems.map((problem, index) => (
          <List.Item key={`${problem.eventId ?? 'lote'}-${problem.field}-${index}`}>
            {problemText(problem)}
            {problem.link && (
              <>
                {' '}
                <Anchor component={Link} to={problem.link} size="sm">
                  {t.openRecord}
                </Anchor>
              </>
            )}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The warnings of a successful generation (characters left out of a value). */
function Warnings({ file }: { file: BatchXmlFile }) {
  return (
    <Alert color="yellow" title={t.warningsTitle}>
      <ProblemList file={file} title={t.warningsTitle} />
    </Alert>
  );
}

/** The problems of a failed generation, per guide, and the XSD errors. */
function Problems({ file }: { file: BatchXmlFile }) {
  return (
    <Alert color="red" role="alert" title={file.errorMessage ?? b.errors.xml}>
      {file.problems.length > 0 && <ProblemList file={file} title={t.problemsTitle} />}
      {file.xsdErrors.length > 0 && (
        <Stack gap={4} mt="xs">
          <Text size="sm" fw={700}>
            {t.xsdErrorsTitle}
          </Text>
          <List size="sm" aria-label={t.xsdErrorsTitle}>
            {file.xsdErrors.map((error, index) => (
              <List.Item key={index}>{error}</List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Alert>
  );
}

interface RowProps {
  batch: Batch;
  file: BatchXmlFile;
}

/** One generation; while it is being generated the row asks the server again until it settles. */
function XmlRow({ batch, file: listed }: RowProps) {
  const queryClient = useQueryClient();
  const companyId = useSession()?.company?.id;
  const [isDownloading, setIsDownloading] = useState(false);
  const poll = useXmlFilePoll(batch.id, listed, () => {
    void queryClient.invalidateQueries({ queryKey: batchKey(companyId, batch.id) });
  });
  const file = poll.data.status !== 'Creating' || listed.status === 'Creating' ? poll.data : listed;
  const date = formatDateTime(file.createdAt);
  const formats = [batch.downloadType, ...FORMATS.filter((format) => format !== batch.downloadType)];

  const fetchFile = async (format: (typeof FORMATS)[number]) => {
    setIsDownloading(true);
    try {
      const base = file.fileName?.replace(/\.(xml|zip)$/i, '') ?? `lote-${batch.code}`;
      await download(batchRoutes.downloadXml, `${base}.${format}`, {
        params: { id: batch.id, fileId: file.id },
        query: { format },
      });
    } catch (error) {
      toastError(error);
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <>
      <Table.Tr data-xml-file-id={file.id} data-status={file.status}>
        <Table.Td>{date}</Table.Td>
        <Table.Td>{file.createdByName}</Table.Td>
        <Table.Td>{file.versionXML}</Table.Td>
        <Table.Td>
          {file.hash ? (
            <Code fz="xs" data-column="hash">
              {file.hash}
            </Code>
          ) : (
            ''
          )}
        </Table.Td>
        <Table.Td ta="right">{formatNumber(file.guides)}</Table.Td>
        <Table.Td ta="right">{file.size > 0 ? fmt(t.bytes, { size: formatNumber(file.size) }) : ''}</Table.Td>
        <Table.Td>
          <Badge color={STATUS_COLORS[file.status]} variant="light" data-column="status">
            {b.xmlStatuses[file.status]}
          </Badge>
        </Table.Td>
        <Table.Td>
          <XsdCell file={file} />
        </Table.Td>
        <Table.Td>
          {file.status === 'Successful' && (
            <Group gap={4} wrap="nowrap">
              {formats.map((format, index) => (
                <Button
                  key={format}
                  size="xs"
                  variant={index === 0 ? 'filled' : 'light'}
                  loading={isDownloading && index === 0}
                  disabled={isDownloading}
                  onClick={() => void fetchFile(format)}
                  aria-label={fmt(t.downloadRow, { format: b.downloadTypes[format], date })}
                >
                  {fmt(t.downloadAs, { format: b.downloadTypes[format] })}
                </Button>
              ))}
            </Group>
          )}
        </Table.Td>
      </Table.Tr>
      {file.status === 'Creating' && file.jobId && (
        <Table.Tr>
          <Table.Td colSpan={9}>
            <JobProgress jobId={file.jobId} label={t.progressLabel} />
          </Table.Td>
        </Table.Tr>
      )}
      {file.status === 'Error' && (
        <Table.Tr>
          <Table.Td colSpan={9}>
            <Problems file={file} />
          </Table.Td>
        </Table.Tr>
      )}
      {file.status === 'Successful' && file.problems.length > 0 && (
        <Table.Tr>
          <Table.Td colSpan={9}>
            <Warnings file={file} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

/** The XML section: "Gerar XML" (when allowed) and every generation of the batch, newest first. */
export function BatchXml({ batch }: { batch: Batch }) {
  const generate = useGenerateXml(batch.id);
  const run = async () => {
    try {
      await generate.mutateAsync();
      toast.success(t.started);
    } catch (error) {
      toastError(error);
    }
  };
  const files = [...batch.xmlFiles].sort((x, y) => y.createdAt.localeCompare(x.createdAt));
  return (
    <Paper withBorder p="md" component="section" aria-label={t.title}>
      <Stack>
        <Group justify="space-between">
          <div>
            <Title order={2} size="h4">
              {t.title}
            </Title>
            <Text size="sm" c="dimmed">
              {fmt(t.settings, { version: batch.versionXML, encoding: batch.hashEncoding })}
            </Text>
          </div>
          {batch.actions.generateXml && (
            <Button onClick={() => void run()} loading={generate.isPending}>
              {batchesScreenMessages.detail.generateXml}
            </Button>
          )}
        </Group>
        {files.length === 0 ? (
          <Text c="dimmed">{t.empty}</Text>
        ) : (
          <Table.ScrollContainer minWidth={1040}>
            <Table striped aria-label={t.tableLabel}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.date}</Table.Th>
                  <Table.Th>{t.user}</Table.Th>
                  <Table.Th>{t.version}</Table.Th>
                  <Table.Th>{t.hash}</Table.Th>
                  <Table.Th ta="right">{t.guides}</Table.Th>
                  <Table.Th ta="right">{t.size}</Table.Th>
                  <Table.Th>{t.status}</Table.Th>
                  <Table.Th>{t.xsd}</Table.Th>
                  <Table.Th>{t.download}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {files.map((file) => (
                  <XmlRow key={file.id} batch={batch} file={file} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
