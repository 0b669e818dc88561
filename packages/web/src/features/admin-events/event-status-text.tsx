import { EVENT_STATUS_VALUES, type EventStatusValue } from '@honora/contract';
import { EventStatusBadge } from '../../shared/events/event-status-badge';

const isStatus = (status: string): status is EventStatusValue =>
  (EVENT_STATUS_VALUES as readonly string[]).includes(status);

/** The checks answer the status as text: a known one shows as the usual badge. */
export function EventStatusText({ status }: { status: string }) {
  return isStatus(status) ? <EventStatusBadge status={status} size="sm" /> : status;
}
