import { EVENT_LIMITS, fmt, messages, type TransitionActionValue } from '@honora/contract';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { actionPrompt } from './event-status';

const d = messages.screens.events.actionDialog;
const m = messages.screens.events.validation;

/** What the person typed in the dialog, as the actions routes take it. */
export interface ActionInput {
  observation?: string;
  customStatus?: string;
}

interface Props {
  /** The action asked about; null keeps the dialog closed. */
  action: TransitionActionValue | null;
  /** Who it acts on, already worded (d.oneEvent(numGuide), d.manyEvents(n)…). */
  subject: string;
  /** What the action is about to do, shown before it runs (the bulk actions: count and events). */
  details?: ReactNode;
  /** Runs the action; answers true to close the dialog (false keeps it open, e.g. after an error). */
  onRun: (input: ActionInput) => Promise<boolean>;
  onClose: () => void;
}

/**
 * The question a transition action asks before it runs (billing.md §4): a confirmation, the
 * required observation of pending / revert / remove / internal pending, and the label of a
 * custom status. For one event (the event form) or many (the list's bulk actions).
 */
export function EventActionDialog({ action, subject, details, onRun, onClose }: Props) {
  return (
    <Modal
      opened={action !== null}
      onClose={onClose}
      title={action ? messages.screens.events.actions[action] : ''}
      centered
    >
      {action && (
        <DialogBody key={action} action={action} subject={subject} details={details} onRun={onRun} onClose={onClose} />
      )}
    </Modal>
  );
}

function DialogBody({ action, subject, details, onRun, onClose }: Props & { action: TransitionActionValue }) {
  const prompt = actionPrompt(action);
  const [observation, setObservation] = useState('');
  const [customStatus, setCustomStatus] = useState('');
  const [errors, setErrors] = useState<{ observation?: string; customStatus?: string }>({});
  const [isBusy, setIsBusy] = useState(false);
  const label = messages.screens.events.actions[action];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (prompt.needsObservation && !observation.trim()) found.observation = m.observationRequired;
    if (prompt.needsCustomStatus && !customStatus.trim()) found.customStatus = m.customStatusRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setIsBusy(true);
    try {
      const input: ActionInput = {};
      if (prompt.needsObservation) input.observation = observation.trim();
      if (prompt.needsCustomStatus) input.customStatus = customStatus.trim();
      if (await onRun(input)) onClose();
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <Stack>
        <Text>{fmt(d.confirm, { action: label, subject })}</Text>
        {details}
        {prompt.needsCustomStatus && (
          <TextInput
            label={d.customStatus}
            description={d.customStatusHint}
            required
            maxLength={EVENT_LIMITS.customStatus}
            value={customStatus}
            error={errors.customStatus}
            onChange={(event) => setCustomStatus(event.currentTarget.value)}
            data-autofocus
          />
        )}
        {prompt.needsObservation && (
          <Textarea
            label={d.observation}
            description={d.observationHint}
            required
            autosize
            minRows={3}
            maxLength={EVENT_LIMITS.observation}
            value={observation}
            error={errors.observation}
            onChange={(event) => setObservation(event.currentTarget.value)}
            data-autofocus
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isBusy}>
            {d.cancel}
          </Button>
          <Button type="submit" loading={isBusy} color={action === 'remove' ? 'red' : undefined}>
            {d.confirmButton}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
