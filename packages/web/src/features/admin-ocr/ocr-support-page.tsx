import { ocrMessages } from '@honora/contract/screen-texts/ocr';
import {
  ADMIN_OCR_GUIDES_PAGE_SIZE,
  fmt,
  OCR_GUIDE_STATUSES,
  type OcrGuideStatus,
  type OcrGuideSummary,
} from '@honora/contract';
import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CompanySearchSelect } from '../../shared/admin-pickers/company-search-select';
import { useRecordRoute } from '../../shared/routing/use-record-route';
import { PagedResults } from '../../shared/ui/paged-results';
import type { SearchOption } from '../../shared/ui/remote-search-select';
import { GuideImageModal } from './guide-image-modal';
import { OcrSupportTable } from './ocr-support-table';
import { SupportGuidePage } from './support-guide-page';
import { useRefreshSupportGuides, useSupportGuides } from './use-admin-ocr';

const o = ocrMessages;
const s = o.support;

/** The status filter: the pending ones (the API's default), or one status. */
const PENDING = 'PENDING';
const statusFilterOptions = [
  { value: PENDING, label: s.pending },
  ...OCR_GUIDE_STATUSES.map((status) => ({ value: status, label: o.statuses[status] })),
];

/**
 * /admin/GuideOcrAmazon (platform.md §2; §3 OCR guide statuses and errors): support's guides of
 * every company — by default those waiting for support, development or a test — with the status
 * and error labels, a status control, the page image and the link to review one.
 */
function SupportQueue() {
  const [company, setCompany] = useState<SearchOption | null>(null);
  const [status, setStatus] = useState<string>(PENDING);
  const [page, setPage] = useState(1);
  const [imageOf, setImageOf] = useState<OcrGuideSummary | null>(null);
  const query = useSupportGuides({
    page,
    companyId: company?.value,
    status: status === PENDING ? undefined : (status as OcrGuideStatus),
  });
  const refresh = useRefreshSupportGuides();
  return (
    <Stack>
      <div>
        <Title order={1}>{s.title}</Title>
        <Text c="dimmed">{s.hint}</Text>
      </div>
      <Group align="flex-end">
        <CompanySearchSelect
          label={s.companyFilter}
          value={company}
          onChange={(option) => {
            setCompany(option);
            setPage(1);
          }}
          clearable
          maw={360}
        />
        <Select
          label={s.statusFilter}
          data={statusFilterOptions}
          value={status}
          onChange={(value) => {
            setStatus(value ?? PENDING);
            setPage(1);
          }}
          allowDeselect={false}
          w={320}
        />
      </Group>
      <PagedResults
        query={query}
        page={page}
        pageSize={ADMIN_OCR_GUIDES_PAGE_SIZE}
        onPageChange={setPage}
        totalLabel={(count) => fmt(s.total, { count })}
      >
        {(data) => (
          <OcrSupportTable items={data.items} onStatusChanged={() => void refresh()} onViewImage={setImageOf} />
        )}
      </PagedResults>
      <GuideImageModal guide={imageOf} onClose={() => setImageOf(null)} />
    </Stack>
  );
}

/** The queue at /admin/GuideOcrAmazon, one guide's review at /admin/GuideOcrAmazon/{id} (platform.md §2). */
export function AdminOcrSupportPage() {
  const { id } = useRecordRoute();
  return id ? <SupportGuidePage key={id} id={id} /> : <SupportQueue />;
}
