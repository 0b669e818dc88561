import { messages, type UserListItem } from '@honora/contract';
import { formatNumber } from '@honora/domain';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { UserStatusBadge } from './user-status-badge';

const t = messages.screens.adminUsers;
const people = messages.screens.people;

interface Props {
  items: readonly UserListItem[];
  onOpen: (id: string) => void;
}

export function UsersTable({ items, onOpen }: Props) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {t.empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-label={t.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{people.name}</Table.Th>
            <Table.Th>{people.email}</Table.Th>
            <Table.Th>{people.sigla}</Table.Th>
            <Table.Th ta="right">{t.companies}</Table.Th>
            <Table.Th>{t.status}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <span>{user.name}</span>
                  {user.isAdmin && (
                    <Badge size="xs" variant="light" color={user.isSuperAdmin ? 'red' : 'grape'}>
                      {user.isSuperAdmin ? messages.screens.shell.superAdminBadge : t.admin}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{user.sigla ?? ''}</Table.Td>
              <Table.Td ta="right">{formatNumber(user.companyCount)}</Table.Td>
              <Table.Td>
                <UserStatusBadge isDisabled={user.isDisabled} />
              </Table.Td>
              <Table.Td>
                <Button size="xs" variant="light" onClick={() => onOpen(user.id)} aria-label={t.openUser(user.name)}>
                  {t.open}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
