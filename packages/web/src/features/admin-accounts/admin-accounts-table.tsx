import { adminRuleNames, type AdminAccount, fmt } from '@honora/contract';
import { adminAccountsScreenMessages as t } from '@honora/contract/screen-texts/admin-accounts';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { HiddenHeader } from '../../shared/ui/hidden-header';

interface Props {
  items: readonly AdminAccount[];
  selfId: string;
  isSuperAdmin: boolean;
  onEdit: (account: AdminAccount) => void;
  onRevoke: (account: AdminAccount) => void;
}

/** Admins with their rules; a super admin's record and revocations are for super admins; nobody revokes themself. */
export function AdminAccountsTable({ items, selfId, isSuperAdmin, onEdit, onRevoke }: Props) {
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
            <Table.Th>{t.name}</Table.Th>
            <Table.Th>{t.email}</Table.Th>
            <Table.Th>{t.rules}</Table.Th>
            <Table.Th>{t.status}</Table.Th>
            <HiddenHeader />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((account) => {
            const rules = adminRuleNames.filter((rule) => account.rules[rule]);
            const isSelf = account.userId === selfId;
            return (
              <Table.Tr key={account.userId}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <span>{account.name}</span>
                    {isSelf && (
                      <Badge size="xs" variant="outline">
                        {t.you}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{account.email}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {account.isSuperAdmin && (
                      <Badge size="sm" color="red">
                        {t.superAdmin}
                      </Badge>
                    )}
                    {rules.map((rule) => (
                      <Badge key={rule} size="sm" variant="light">
                        {t.ruleNames[rule]}
                      </Badge>
                    ))}
                    {!account.isSuperAdmin && rules.length === 0 && (
                      <Text size="sm" c="dimmed">
                        {t.noRules}
                      </Text>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge color={account.isDisabled ? 'red' : 'teal'}>
                    {account.isDisabled ? t.disabled : t.active}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      disabled={account.isSuperAdmin && !isSuperAdmin}
                      onClick={() => onEdit(account)}
                      aria-label={fmt(t.editAccount, { name: account.name })}
                    >
                      {t.edit}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      disabled={!isSuperAdmin || isSelf}
                      onClick={() => onRevoke(account)}
                      aria-label={fmt(t.revokeAccount, { name: account.name })}
                    >
                      {t.revoke}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
