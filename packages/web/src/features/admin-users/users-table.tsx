import { messages, type UserListItem, fmt } from '@honora/contract';
import { adminUsersScreenMessages as t } from '@honora/contract/screen-texts/admin-users';
import { formatNumber } from '@honora/domain';
import { Badge, Group } from '@mantine/core';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { UserStatusBadge } from './user-status-badge';

const people = messages.screens.people;

const columns: RecordColumn<UserListItem>[] = [
  {
    header: people.name,
    cell: (user) => (
      <Group gap={6} wrap="nowrap">
        <span>{user.name}</span>
        {user.isAdmin && (
          <Badge size="xs" variant="light" color={user.isSuperAdmin ? 'red' : 'grape'}>
            {user.isSuperAdmin ? messages.screens.shell.superAdminBadge : t.admin}
          </Badge>
        )}
      </Group>
    ),
  },
  { header: people.email, cell: (user) => user.email },
  { header: people.sigla, cell: (user) => user.sigla ?? '' },
  { header: t.companies, align: 'right', cell: (user) => formatNumber(user.companyCount) },
  { header: t.status, cell: (user) => <UserStatusBadge isDisabled={user.isDisabled} /> },
];

export function UsersTable({ items, onOpen }: { items: readonly UserListItem[]; onOpen: (id: string) => void }) {
  return (
    <RecordsTable
      rows={items}
      columns={columns}
      label={t.tableLabel}
      empty={t.empty}
      minWidth={760}
      action={{
        label: t.open,
        ariaLabel: (user) => fmt(t.openUser, { name: user.name }),
        onClick: (user) => onOpen(user.id),
      }}
    />
  );
}
