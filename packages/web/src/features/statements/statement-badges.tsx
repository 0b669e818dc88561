import { messages, type StatementMatchValue, type StatementSummary } from '@honora/contract';
import { statementsScreenMessages as t } from '@honora/contract/screen-texts/statements';
import { Badge, VisuallyHidden, type MantineSize } from '@mantine/core';

const s = messages.screens.appeals.statements;

const STATUS_COLORS: Record<StatementSummary['status'], string> = { review: 'yellow', posted: 'green' };

const MATCH_COLORS: Record<StatementMatchValue, string> = {
  matched: 'green',
  valueDiffers: 'orange',
  ambiguous: 'violet',
  notFound: 'red',
  manual: 'blue',
};

interface BadgeProps {
  size?: MantineSize;
  /** Reads the badge's meaning before its text ("Status do demonstrativo: Lançado") to a screen reader. */
  isLabelled?: boolean;
}

/** The statement's status in words and colour (the colour is never the only sign, WCAG 1.4.1). */
export function StatementStatusBadge({
  status,
  size = 'md',
  isLabelled = false,
}: BadgeProps & { status: StatementSummary['status'] }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" size={size} data-status={status}>
      {isLabelled && <VisuallyHidden>{`${t.fields.status}: `}</VisuallyHidden>}
      {s.statuses[status]}
    </Badge>
  );
}

/** A line's reconciliation result in words and colour. */
export function StatementMatchBadge({ match, size = 'sm' }: BadgeProps & { match: StatementMatchValue }) {
  return (
    <Badge color={MATCH_COLORS[match]} variant="light" size={size} data-match={match}>
      {s.matches[match]}
    </Badge>
  );
}
