import { useState } from 'react';
import { useRecordRoute } from '../../shared/routing/use-record-route';
import { useSearchPaging } from '../../shared/ui/use-search-paging';
import { CompanyDetail } from './company-detail';
import { CompanyListView, type ListState } from './company-list-view';
import type { StructureFilter } from './use-admin-companies';

/**
 * /admin/companies (admin workspace): the list of every company, and one company at
 * /admin/companies/{id} — the list's search and filters stay while a company is open.
 */
export function AdminCompaniesPage() {
  const { id, open } = useRecordRoute();
  const paging = useSearchPaging();
  const [structure, setStructureState] = useState<StructureFilter>('all');
  const [showDeleted, setShowDeletedState] = useState(false);
  const state: ListState = {
    ...paging,
    structure,
    setStructure: (value) => {
      setStructureState(value);
      paging.setPage(1);
    },
    showDeleted,
    setShowDeleted: (value) => {
      setShowDeletedState(value);
      paging.setPage(1);
    },
  };
  if (id) return <CompanyDetail id={id} onBack={() => open(null)} />;
  return <CompanyListView state={state} onOpen={(companyId) => open(companyId)} />;
}
