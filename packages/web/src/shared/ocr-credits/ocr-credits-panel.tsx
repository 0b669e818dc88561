import { messages, type OcrCreditEntry, fmt } from '@honora/contract';
import { formatDateTime, formatNumber } from '@honora/domain';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSession } from '../auth/auth-store';
import { PagedResults } from '../ui/paged-results';
import { GrantCreditsForm } from './grant-credits-form';
import { OCR_CREDITS_PAGE_SIZE, useOcrCredits, useRefreshOcrCredits } from './use-ocr-credits';

const t = messages.screens.adminCompanies.ocr;

interface Props {
  companyId: string;
  /** A removed company keeps its history but gets no new grant. */
  isDeleted: boolean;
  /** After a grant, besides every balance and history read again. */
  onGranted?: () => void;
}

/**
 * A company's OCR credits (platform.md §3): the balance (sum of every entry), the grant form
 * (super admins) and the history — on /admin/companies/{id} and /admin/OcrAmazonCredit/{id}.
 */
export function OcrCreditsPanel({ companyId, isDeleted, onGranted }: Props) {
  const isSuperAdmin = useSession()?.isSuperAdmin ?? false;
  const refresh = useRefreshOcrCredits();
  const [page, setPage] = useState(1);
  const query = useOcrCredits(companyId, page);
  return (
    <Stack>
      <Paper withBorder p="md" role="region" aria-label={t.balance}>
        <Text size="sm" c="dimmed">
          {t.balance}
        </Text>
        <Text size="xl" fw={700}>
          {query.data ? fmt(t.balanceValue, { count: formatNumber(query.data.balance) }) : '—'}
        </Text>
      </Paper>
      {!isDeleted && (
        <GrantCreditsForm
          companyId={companyId}
          canGrant={isSuperAdmin}
          onGranted={() => {
            setPage(1);
            void refresh();
            onGranted?.();
          }}
        />
      )}
      <Title order={2} size="h4">
        {t.history}
      </Title>
      <PagedResults
        query={query}
        page={page}
        pageSize={OCR_CREDITS_PAGE_SIZE}
        onPageChange={setPage}
        totalLabel={(count) => fmt(t.total, { count })}
      >
        {(data) => <CreditsTable items={data.items} />}
      </PagedResults>
    </Stack>
  );
}

function CreditsTable({ items }: { items: readonly OcrCreditEntry[] }) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {t.empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={t.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.date}</Table.Th>
            <Table.Th>{t.type}</Table.Th>
            <Table.Th ta="right">{t.amount}</Table.Th>
            <Table.Th>{t.note}</Table.Th>
            <Table.Th>{t.by}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{formatDateTime(entry.createdAt)}</Table.Td>
              <Table.Td>{t.types[entry.type]}</Table.Td>
              <Table.Td ta="right">{formatNumber(entry.amount)}</Table.Td>
              <Table.Td>{entry.note ?? ''}</Table.Td>
              <Table.Td>{entry.createdByName}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
