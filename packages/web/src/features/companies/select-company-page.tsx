import { authRoutes, messages, type CompanySummary } from '@honora/contract';
import { formatNumber, homePathOf } from '@honora/domain';
import { Center, Group, Loader, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { call } from '../../shared/api/api-client';
import { queryClient } from '../../shared/api/query-client';
import { useSession } from '../../shared/auth/auth-store';
import { toast, toastError } from '../../shared/notify/toast';
import { afterAuthPath } from '../../shared/routing/after-login';
import { CompanyList } from './company-list';
import { COMPANY_PAGE_SIZE, useSelectableCompanies } from './use-selectable-companies';

const t = messages.screens.selectCompany;

/**
 * /client/select_company, /company/select_company and /admin/select_company. In ADMIN the
 * super admin enters the company: the session becomes CLIENT, so the app reloads into it.
 */
export function SelectCompanyPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const query = useSelectableCompanies(debounced, page);
  if (!session) return null;
  const isAdmin = session.workspace === 'ADMIN';

  async function select(company: CompanySummary) {
    setPendingId(company.id);
    try {
      const body = { companyId: company.id };
      if (isAdmin) {
        await call(authRoutes.selectCompany, { body, publishSession: false });
        window.location.assign(homePathOf('CLIENT'));
        return;
      }
      const { session: next } = await call(authRoutes.selectCompany, { body });
      queryClient.removeQueries();
      toast.success(t.selected(company.name));
      if (next) void navigate(afterAuthPath(searchParams.get('redirect'), next), { replace: true });
    } catch (error) {
      toastError(error);
    }
    setPendingId(null);
  }

  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / COMPANY_PAGE_SIZE));
  return (
    <Stack maw={760}>
      <div>
        <Title order={1}>{isAdmin ? t.adminTitle : t.title}</Title>
        <Text c="dimmed">{isAdmin ? t.adminHint : t.hint}</Text>
      </div>
      <TextInput
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
      />
      {query.isPending ? (
        <Center py="md" role="status">
          <Loader aria-label={messages.ui.loading} />
        </Center>
      ) : query.isError ? (
        <Text c="red" role="alert">
          {query.error.message}
        </Text>
      ) : (
        <CompanyList
          companies={query.data.items}
          currentId={session.company?.id ?? null}
          actionLabel={isAdmin ? t.enter : t.select}
          pendingId={pendingId}
          onSelect={(company) => void select(company)}
        />
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t.total(formatNumber(total))}
        </Text>
        {pages > 1 && (
          <Pagination total={pages} value={page} onChange={setPage} aria-label={messages.screens.pagination.label} />
        )}
      </Group>
    </Stack>
  );
}
