import { adminUsersScreenMessages as t } from '@honora/contract/screen-texts/admin-users';
import { Badge } from '@mantine/core';

export function UserStatusBadge({ isDisabled }: { isDisabled: boolean }) {
  return isDisabled ? <Badge color="red">{t.disabled}</Badge> : <Badge color="teal">{t.active}</Badge>;
}
