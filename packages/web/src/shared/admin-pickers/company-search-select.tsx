import { adminCompanyRoutes, messages } from '@honora/contract';
import { call } from '../api/api-client';
import { RemoteSearchSelect, type SearchOption } from '../ui/remote-search-select';

const OPTIONS = 20;

interface Props {
  label: string;
  placeholder?: string;
  value: SearchOption | null;
  onChange: (option: SearchOption | null) => void;
  error?: string | undefined;
  required?: boolean;
  clearable?: boolean;
  maw?: number;
  minWidth?: number;
}

/** Admin workspace: any live company, searched by name, legal name or CNPJ (GET /api/admin/companies). */
export function CompanySearchSelect({ placeholder = messages.screens.people.companyPlaceholder, ...props }: Props) {
  return (
    <RemoteSearchSelect
      {...props}
      name="companyId"
      placeholder={placeholder}
      queryKey={['admin', 'company-options']}
      fetchOptions={async (search, signal) => {
        const page = await call(adminCompanyRoutes.list, {
          query: { search: search || undefined, pageSize: OPTIONS },
          signal,
        });
        return page.items.map((company) => ({ value: company.id, label: company.name }));
      }}
    />
  );
}
