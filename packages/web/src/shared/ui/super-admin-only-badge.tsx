import { messages } from '@honora/contract';
import { Badge } from '@mantine/core';

/** Marks what only super admins may do ('Apenas para Super Admin', platform.md §6); the server enforces it. */
export function SuperAdminOnlyBadge() {
  return (
    <Badge color="red" variant="light" size="sm">
      {messages.screens.adminCompanies.superAdminOnly}
    </Badge>
  );
}
