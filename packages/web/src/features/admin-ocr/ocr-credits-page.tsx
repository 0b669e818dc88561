import { ocrMessages } from '@honora/contract/screen-texts/ocr';
import { adminCompanyRoutes, fmt } from '@honora/contract';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';
import { OcrCreditsPanel } from '../../shared/ocr-credits/ocr-credits-panel';
import { useRecordRoute } from '../../shared/routing/use-record-route';
import { PagedResults } from '../../shared/ui/paged-results';
import { QueryState } from '../../shared/ui/query-state';
import { useSearchPaging } from '../../shared/ui/use-search-paging';
import { OcrCreditsTable } from './ocr-credits-table';
import { OCR_CREDITS_LIST_PAGE_SIZE, useCreditOverview } from './use-admin-ocr';

const t = ocrMessages.creditsAdmin;

/** One company's credits at /admin/OcrAmazonCredit/{id}: the balance, the grant form and the history. */
function CompanyCredits({ id, onBack }: { id: string; onBack: () => void }) {
  const company = useQuery({
    queryKey: ['admin', 'companies', 'one', id],
    queryFn: ({ signal }) => call(adminCompanyRoutes.get, { params: { id }, signal }),
  });
  return (
    <Stack>
      <Group>
        <Button variant="subtle" onClick={onBack}>
          {t.back}
        </Button>
      </Group>
      <QueryState query={company}>
        {(data) => (
          <Stack>
            <Title order={1}>{fmt(t.companyTitle, { name: data.name })}</Title>
            <OcrCreditsPanel companyId={data.id} isDeleted={data.deletedAt !== null} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/**
 * /admin/OcrAmazonCredit (platform.md §2; §3 company OCR credits): every company's balance, the
 * credits granted and used and the last use, searched by name; a company's history and the
 * super admin's grants at /admin/OcrAmazonCredit/{id}. The list's search stays while one is open.
 */
export function AdminOcrCreditsPage() {
  const { id, open } = useRecordRoute();
  const paging = useSearchPaging();
  const query = useCreditOverview(paging.debounced, paging.page);
  if (id) return <CompanyCredits id={id} onBack={() => open(null)} />;
  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.hint}</Text>
      </div>
      <TextInput
        label={t.search}
        type="search"
        w={360}
        value={paging.search}
        onChange={(event) => paging.setSearch(event.currentTarget.value)}
      />
      <PagedResults
        query={query}
        page={paging.page}
        pageSize={OCR_CREDITS_LIST_PAGE_SIZE}
        onPageChange={paging.setPage}
        totalLabel={(count) => fmt(t.total, { count })}
      >
        {(data) => <OcrCreditsTable items={data.items} onOpen={open} />}
      </PagedResults>
    </Stack>
  );
}
