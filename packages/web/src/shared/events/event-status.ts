import { messages, type EventStatusValue, type TransitionActionValue } from '@honora/contract';
import { needsConfirmation, needsCustomStatus, needsObservation } from '@honora/domain';

/**
 * How an event status looks everywhere (form, lists): one Mantine colour per status, chosen by
 * stage — to check yellow/orange, to send cyan, waiting payment blue, appeal grape, finished
 * green, lost or cut red, not ready gray/indigo. The light badge variant reads in both schemes.
 */
const STATUS_COLORS: Record<EventStatusValue, string> = {
  ProtocolCreated: 'gray',
  Imported: 'gray',
  WaitFill: 'indigo',
  Filled: 'indigo',
  CustomInfo: 'violet',
  InternalPending: 'orange',
  AwaitingCheck: 'yellow',
  Custom: 'violet',
  Pending: 'orange',
  WaitSendGuia: 'cyan',
  WaitPayment: 'blue',
  WaitSendRecourse: 'grape',
  WaitRecourse: 'grape',
  Finished: 'green',
  Received: 'green',
  PartialLosed: 'pink',
  Losed: 'red',
  PartialCuted: 'pink',
  Cuted: 'red',
  Released: 'teal',
};

export function eventStatusColor(status: EventStatusValue): string {
  return STATUS_COLORS[status];
}

/** The pt-BR label: a custom status (Custom, CustomInfo) shows the label the user gave it. */
export function eventStatusLabel(status: EventStatusValue, customStatus: string | null = null): string {
  const label = messages.screens.events.statuses[status];
  return (status === 'Custom' || status === 'CustomInfo') && customStatus ? customStatus : label;
}

/** What an action asks before it runs (billing.md §4 "needing confirmation" / "needing a confirmation message"). */
export interface ActionPrompt {
  /** A yes/no question first. */
  needsConfirmation: boolean;
  /** A required observation (kept in the event's observations). */
  needsObservation: boolean;
  /** The custom status label (customStatus, customStatusAction). */
  needsCustomStatus: boolean;
}

/** The prompt of a transition action (the same for one event and for a bulk run), from the domain's lists. */
export function actionPrompt(action: TransitionActionValue): ActionPrompt {
  return {
    needsConfirmation: needsConfirmation(action),
    needsObservation: needsObservation(action),
    needsCustomStatus: needsCustomStatus(action),
  };
}

/** Whether the action opens a dialog at all (otherwise it runs on click). */
export function actionAsks(action: TransitionActionValue): boolean {
  const prompt = actionPrompt(action);
  return prompt.needsConfirmation || prompt.needsObservation || prompt.needsCustomStatus;
}
