import { authRoutes, messages, type CompanySummary, type SessionView, fmt } from '@honora/contract';
import { homePathOf } from '@honora/domain';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { queryClient } from '../../shared/api/query-client';
import { useSession } from '../../shared/auth/auth-store';
import { toast, toastError } from '../../shared/notify/toast';
import { PagedResults } from '../../shared/ui/paged-results';
import { useSearchPaging } from '../../shared/ui/use-search-paging';
import { CompanyList } from './company-list';
import { COMPANY_PAGE_SIZE, useSelectableCompanies } from './use-selectable-companies';

const t = messages.screens.selectCompany;

/**
 * The companies the session may choose, searched and paged, each with its button. In ADMIN the
 * super admin enters the company: the session becomes CLIENT, so the app reloads into it;
 * otherwise the new session is published and handed to `onSelected`.
 */
export function CompanyChooser({ onSelected }: { onSelected?: (session: SessionView) => void }) {
  const session = useSession();
  const { search, setSearch, debounced, page, setPage } = useSearchPaging();
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
      toast.success(fmt(t.selected, { name: company.name }));
      if (next) onSelected?.(next);
    } catch (error) {
      toastError(error);
    }
    setPendingId(null);
  }

  return (
    <>
      <TextInput
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <PagedResults
        query={query}
        page={page}
        pageSize={COMPANY_PAGE_SIZE}
        onPageChange={setPage}
        totalLabel={(count) => fmt(t.total, { count })}
      >
        {(data) => (
          <CompanyList
            companies={data.items}
            currentId={session.company?.id ?? null}
            actionLabel={isAdmin ? t.enter : t.select}
            pendingId={pendingId}
            onSelect={(company) => void select(company)}
          />
        )}
      </PagedResults>
    </>
  );
}
