import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchPaging } from '../../shared/ui/use-search-paging';
import { CompanyDetail } from './company-detail';
import { CompanyListView, type ListState } from './company-list-view';
import type { StructureFilter } from './use-admin-companies';

/**
 * /admin/companies (admin workspace): the list of every company, and one company at
 * ?id=… — the list's search and filters stay while a company is open.
 */
export function AdminCompaniesPage() {
  const [params, setParams] = useSearchParams();
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
  const id = params.get('id');
  if (id) return <CompanyDetail id={id} onBack={() => setParams({})} />;
  return <CompanyListView state={state} onOpen={(companyId) => setParams({ id: companyId })} />;
}
