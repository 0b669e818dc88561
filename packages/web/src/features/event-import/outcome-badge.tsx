import type { EventImportStatus } from '@honora/contract';
import { Badge } from '@mantine/core';
import { OUTCOME_COLORS, outcomeLabel, STATUS_COLORS, statusLabel, type PreviewOutcome } from './event-import-logic';

/** What a previewed event becomes, in words (the colour only repeats them). */
export function OutcomeBadge({ outcome }: { outcome: PreviewOutcome }) {
  return (
    <Badge color={OUTCOME_COLORS[outcome]} variant="light" data-outcome={outcome}>
      {outcomeLabel(outcome)}
    </Badge>
  );
}

export function ImportStatusBadge({ status }: { status: EventImportStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
