import { messages } from '@honora/contract';
import { Badge } from '@mantine/core';

const t = messages.screens.adminUsers;

export function UserStatusBadge({ isDisabled }: { isDisabled: boolean }) {
  return isDisabled ? <Badge color="red">{t.disabled}</Badge> : <Badge color="teal">{t.active}</Badge>;
}
