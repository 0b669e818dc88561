import { branchRoutes, messages, type Branch } from '@honora/contract';
import { Badge } from '@mantine/core';
import type { RecordColumn } from '../ui/records-table';
import { useSyncedRegistry } from './use-synced-registry';

const list = messages.screens.registry.list;

interface CompanyRow {
  companyId: string;
  active: boolean;
}

/**
 * The columns every registry list ends with: the record's company — only when the session sees
 * more than one (a matriz and its filiais) — and its situation (Ativo / Inativo).
 */
export function useCompanyAndStatusColumns<T extends CompanyRow>(headers: {
  company: string;
  status: string;
}): RecordColumn<T>[] {
  const branches = useSyncedRegistry<Branch>('branches', branchRoutes.list);
  return [
    ...(branches.items.length > 1
      ? [{ header: headers.company, cell: (row: T) => branches.byId.get(row.companyId)?.name ?? '' }]
      : []),
    {
      header: headers.status,
      cell: (row) => (
        <Badge variant="light" color={row.active ? 'teal' : 'gray'}>
          {row.active ? list.active : list.inactive}
        </Badge>
      ),
    },
  ];
}
