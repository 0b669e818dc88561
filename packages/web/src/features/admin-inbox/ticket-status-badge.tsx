import type { TicketStatus } from '@honora/contract';
import { ticketsScreenMessages as t } from '@honora/contract/screen-texts/tickets';
import { Badge } from '@mantine/core';

const colorOf: Record<TicketStatus, string> = { open: 'blue', waitingCustomer: 'yellow', solved: 'teal' };

/** A ticket's status as a badge (decision 065); dark text on the light variant keeps AA contrast. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge color={colorOf[status]} variant="light" tt="none">
      {t.statuses[status]}
    </Badge>
  );
}
