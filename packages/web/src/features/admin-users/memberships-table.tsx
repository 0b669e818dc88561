import { type Membership, fmt } from '@honora/contract';
import { adminUsersScreenMessages as t } from '@honora/contract/screen-texts/admin-users';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { profileLabel } from '../../shared/auth/permission-labels';
import { HiddenHeader } from '../../shared/ui/hidden-header';

const labelOf = (labels: Readonly<Record<string, string>>, name: string) =>
  Object.hasOwn(labels, name) ? (labels[name] ?? name) : name;

interface Props {
  memberships: readonly Membership[];
  onRemove: (membership: Membership) => void;
}

/** One row per company and workspace, removed ones too (marked). */
export function MembershipsTable({ memberships, onRemove }: Props) {
  if (memberships.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {t.noMemberships}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped aria-label={t.membershipsLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.company}</Table.Th>
            <Table.Th>{t.workspace}</Table.Th>
            <Table.Th>{t.profiles}</Table.Th>
            <Table.Th>
              {t.userTypes} / {t.rules}
            </Table.Th>
            <Table.Th>{t.membershipStatus}</Table.Th>
            <HiddenHeader />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {memberships.map((m) => {
            const workspace = t.memberWorkspaces[m.workspace];
            const extras =
              m.workspace === 'CLIENT'
                ? m.userTypes.map((type) => labelOf(t.userTypeNames, type))
                : Object.entries(m.rules)
                    .filter(([, isSet]) => isSet)
                    .map(([rule]) => labelOf(t.companyRules, rule));
            return (
              <Table.Tr key={m.id}>
                <Table.Td>{m.companyName}</Table.Td>
                <Table.Td>{workspace}</Table.Td>
                <Table.Td>{m.profiles.map(profileLabel).join(', ')}</Table.Td>
                <Table.Td>{extras.join(', ')}</Table.Td>
                <Table.Td>
                  <Badge color={m.isActive ? 'teal' : 'gray'}>
                    {m.isActive ? t.membershipActive : t.membershipRemoved}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {m.isActive && (
                    <Group justify="flex-end">
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        onClick={() => onRemove(m)}
                        aria-label={fmt(t.removeMembership, { company: m.companyName, workspace })}
                      >
                        {t.remove}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
