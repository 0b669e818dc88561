import { adminUsersScreenMessages as t } from '@honora/contract/screen-texts/admin-users';
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../shared/auth/auth-store';
import { QueryState } from '../../shared/ui/query-state';
import { MembershipsPanel } from './memberships-panel';
import { useAdminUser } from './use-admin-users';
import { UserAccessCard } from './user-access-card';
import { UserDataForm } from './user-data-form';
import { UserStatusBadge } from './user-status-badge';

interface Props {
  id: string;
  onBack: () => void;
}

/** One user: data, access (disable / enable) and companies. */
export function UserDetailView({ id, onBack }: Props) {
  const query = useAdminUser(id);
  const isSuperAdmin = useSession()?.isSuperAdmin ?? false;
  return (
    <Stack>
      <Anchor component="button" type="button" onClick={onBack} w="fit-content">
        {t.backToList}
      </Anchor>
      <QueryState query={query}>
        {(user) => (
          <Stack>
            <div>
              <Group gap="sm">
                <Title order={1}>{user.name}</Title>
                <UserStatusBadge isDisabled={user.isDisabled} />
              </Group>
              <Text c="dimmed">{user.email}</Text>
            </div>
            {user.isAdmin && !isSuperAdmin && <Alert color="blue">{t.adminLocked}</Alert>}
            <UserDataForm user={user} isLocked={user.isAdmin && !isSuperAdmin} />
            <UserAccessCard user={user} isLocked={user.isAdmin && !isSuperAdmin} />
            <MembershipsPanel user={user} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
