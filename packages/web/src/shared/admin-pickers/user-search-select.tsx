import { adminUserRoutes, messages } from '@honora/contract';
import { call } from '../api/api-client';
import { RemoteSearchSelect, type SearchOption } from '../ui/remote-search-select';

const OPTIONS = 20;

interface Props {
  name?: string;
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

/** Admin workspace: any user, searched by name or e-mail (GET /api/admin/users); the label shows both. */
export function UserSearchSelect({
  name = 'userId',
  placeholder = messages.screens.people.userPlaceholder,
  ...props
}: Props) {
  return (
    <RemoteSearchSelect
      {...props}
      name={name}
      placeholder={placeholder}
      queryKey={['admin', 'user-options']}
      fetchOptions={async (search, signal) => {
        const page = await call(adminUserRoutes.list, {
          query: { search: search || undefined, pageSize: OPTIONS },
          signal,
        });
        return page.items.map((user) => ({ value: user.id, label: `${user.name} (${user.email})` }));
      }}
    />
  );
}
