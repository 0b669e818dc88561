import { APPEAL_STATUS_VALUES, messages, type AppealSummary } from '@honora/contract';
import { appealsScreenMessages as t } from '@honora/contract/screen-texts/appeals';
import { Badge, VisuallyHidden, type MantineSize } from '@mantine/core';

const a = messages.screens.appeals;

type Status = AppealSummary['status'];
type Stage = AppealSummary['responseStage'];
type Due = AppealSummary['dueColour'];

const STATUS_COLORS: Record<Status, string> = {
  WaitSend: 'yellow',
  Sent: 'blue',
  ResponseReceived: 'violet',
  Finished: 'gray',
};

/** billing.md §4 due-date colours: grey not asked, green sent, yellow one week left, red overdue. */
const DUE_COLORS: Record<Due, string> = { grey: 'gray', green: 'green', yellow: 'yellow', red: 'red' };

/** billing.md §4 response-stage colours. */
const STAGE_COLORS: Record<Stage, string> = {
  waitingAnalysis: 'gray',
  analysing: 'blue',
  appealResponseReceived: 'violet',
  finished: 'teal',
};

interface BadgeProps {
  size?: MantineSize;
  /** Reads the badge's meaning before its text ("Prazo do recurso: Prazo vencido") to a screen reader. */
  isLabelled?: boolean;
}

function Labelled({ label, text, isLabelled }: { label: string; text: string; isLabelled: boolean }) {
  return (
    <>
      {isLabelled && <VisuallyHidden>{`${label}: `}</VisuallyHidden>}
      {text}
    </>
  );
}

export function AppealStatusBadge({ status, size = 'md', isLabelled = false }: BadgeProps & { status: Status }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" size={size} data-status={status}>
      <Labelled label={t.statusLabel} text={a.statuses[status]} isLabelled={isLabelled} />
    </Badge>
  );
}

/** The due colour with its text: the colour is never the only sign (WCAG 1.4.1). */
export function AppealDueBadge({ due, size = 'md', isLabelled = false }: BadgeProps & { due: Due }) {
  return (
    <Badge color={DUE_COLORS[due]} variant="light" size={size} data-due={due}>
      <Labelled label={t.dueLabel} text={a.dueColours[due]} isLabelled={isLabelled} />
    </Badge>
  );
}

export function AppealStageBadge({ stage, size = 'md', isLabelled = false }: BadgeProps & { stage: Stage }) {
  return (
    <Badge color={STAGE_COLORS[stage]} variant="light" size={size} data-stage={stage}>
      <Labelled label={t.stageLabel} text={a.stages[stage]} isLabelled={isLabelled} />
    </Badge>
  );
}

export const appealStatusOptions = APPEAL_STATUS_VALUES.map((value) => ({ value, label: a.statuses[value] }));
