import { ocrMessages } from '@honora/contract/screen-texts/ocr';
import { fmt, OCR_GUIDE_STATUSES, type OcrGuideStatus, type OcrGuideSummary } from '@honora/contract';
import { formatNumber } from '@honora/domain';
import { Anchor, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../shared/routing/paths';
import { recordPath } from '../../shared/routing/use-record-route';
import { PagedResults } from '../../shared/ui/paged-results';
import { isReviewable } from './ocr-logic';
import { OCR_PAGE_SIZE, useOcrGuides } from './use-ocr-guides';

const o = ocrMessages;
const c = o.client;
const col = o.columns;

const ALL = 'ALL';
const statusOptions = [
  { value: ALL, label: c.allStatuses },
  ...OCR_GUIDE_STATUSES.map((status) => ({ value: status, label: o.statuses[status] })),
];

/** Revisar (a guide waiting for the client, without error) or Abrir evento (a confirmed one). */
function GuideAction({ guide }: { guide: OcrGuideSummary }) {
  const names = { page: String(guide.page), file: guide.fileName };
  if (isReviewable(guide)) {
    return (
      <Anchor
        component={Link}
        to={recordPath(paths.clientGuideOcrAmazon, guide.id)}
        aria-label={fmt(c.reviewOf, names)}
        size="sm"
      >
        {o.review}
      </Anchor>
    );
  }
  if (guide.status === 'READY' && guide.eventId) {
    return (
      <Anchor
        component={Link}
        to={recordPath(paths.clientEvents, guide.eventId)}
        aria-label={fmt(c.openEventOf, names)}
        size="sm"
      >
        {o.openEvent}
      </Anchor>
    );
  }
  return null;
}

function GuidesTable({ items }: { items: readonly OcrGuideSummary[] }) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {o.empty}
      </Text>
    );
  }
  const headers = [col.file, col.page, col.type, col.status, col.error, col.confidence, col.patient, col.guide];
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped aria-label={c.guidesLabel}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((label) => (
              <Table.Th key={label} scope="col">
                {label}
              </Table.Th>
            ))}
            <Table.Th scope="col">{col.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((guide) => (
            <Table.Tr key={guide.id} data-guide={guide.id}>
              <Table.Th scope="row" fw="normal">
                {guide.fileName}
              </Table.Th>
              <Table.Td ta="right">{formatNumber(guide.page)}</Table.Td>
              <Table.Td>{guide.guideType ? o.guideTypes[guide.guideType] : ''}</Table.Td>
              <Table.Td>{o.statuses[guide.status]}</Table.Td>
              <Table.Td>{guide.error ? o.errors[guide.error] : ''}</Table.Td>
              <Table.Td ta="right">
                {guide.confidence === null ? '' : `${formatNumber(Math.round(guide.confidence))}%`}
              </Table.Td>
              <Table.Td>{guide.patientName}</Table.Td>
              <Table.Td>{guide.guideNumber}</Table.Td>
              <Table.Td>
                <GuideAction guide={guide} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The company's guides read by OCR (GET /api/ocr-guides), newest first, by status, each with its action. */
export function OcrGuidesSection() {
  const [status, setStatus] = useState<string>(ALL);
  const [page, setPage] = useState(1);
  const query = useOcrGuides({ page, status: status === ALL ? undefined : (status as OcrGuideStatus) });
  return (
    <Stack gap="sm" component="section" aria-labelledby="ocr-guides-title">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4" id="ocr-guides-title">
          {o.guidesTitle}
        </Title>
        <Select
          label={c.statusFilter}
          data={statusOptions}
          value={status}
          onChange={(value) => {
            setStatus(value ?? ALL);
            setPage(1);
          }}
          allowDeselect={false}
          w={300}
        />
      </Group>
      <PagedResults
        query={query}
        page={page}
        pageSize={OCR_PAGE_SIZE}
        onPageChange={setPage}
        totalLabel={(count) => fmt(c.guidesTotal, { count })}
      >
        {(data) => <GuidesTable items={data.items} />}
      </PagedResults>
    </Stack>
  );
}
