import type { EventStatusValue } from '@honora/contract';
import { Badge, VisuallyHidden, type MantineSize } from '@mantine/core';
import { eventStatusColor, eventStatusLabel } from './event-status';

interface Props {
  status: EventStatusValue;
  customStatus?: string | null;
  size?: MantineSize;
  /** The accessible name prefix (e.g. "Status do evento"); the label follows it. */
  label?: string;
  /** A live region (role status): a screen reader hears the new status after an action. One per screen. */
  isLive?: boolean;
}

/** An event status as a coloured badge with its pt-BR label (a custom status shows its own label). */
export function EventStatusBadge({ status, customStatus = null, size = 'md', label, isLive = false }: Props) {
  const text = eventStatusLabel(status, customStatus);
  return (
    <Badge
      color={eventStatusColor(status)}
      variant="light"
      size={size}
      role={isLive ? 'status' : undefined}
      // A name is allowed on a live region only (ARIA: no aria-label on an element without a role).
      aria-label={isLive ? (label ? `${label}: ${text}` : text) : undefined}
      data-status={status}
    >
      {label && !isLive && <VisuallyHidden>{`${label}: `}</VisuallyHidden>}
      {text}
    </Badge>
  );
}
