import { EVENT_LIMITS, eventRoutes, fmt, messages, type EventView } from '@honora/contract';
import { formatDateTime } from '@honora/domain';
import { Badge, Button, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../../shared/api/api-client';
import { toApiError } from '../../../shared/api/api-error';
import { toast, toastError } from '../../../shared/notify/toast';
import { eventFormScreenMessages } from '@honora/contract/screen-texts/event-form';

const o = eventFormScreenMessages.observations;
const types = messages.screens.events.observationTypes;

interface Props {
  event: EventView | null;
  canAdd: boolean;
  /** After an observation was added (the event's version moved). */
  onChanged: () => Promise<void>;
}

/** Observações: the event's observations (pending reasons, removals, comments…) and a new comment. */
export function ObservationsSection({ event, canAdd, onChanged }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [isBusy, setIsBusy] = useState(false);
  if (!event) return <Text c="dimmed">{o.saveFirst}</Text>;

  async function add() {
    if (!event) return;
    if (!text.trim()) {
      setError(messages.screens.events.validation.observationRequired);
      return;
    }
    setIsBusy(true);
    try {
      await call(eventRoutes.addObservation, { params: { id: event.id }, body: { text } });
      setText('');
      setError(undefined);
      toast.success(o.added);
      await onChanged();
    } catch (failure) {
      const field = toApiError(failure).fields.find((f) => f.path === 'text');
      if (field) setError(field.message);
      else toastError(failure);
    } finally {
      setIsBusy(false);
    }
  }

  const observations = [...event.observations].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <Stack gap="sm">
      {observations.length === 0 ? (
        <Text c="dimmed">{o.empty}</Text>
      ) : (
        <List aria-label={o.list} spacing="sm" listStyleType="none">
          {observations.map((observation) => (
            <List.Item key={observation.id}>
              <Group gap="xs">
                <Badge variant="light" color={observation.type === 'Comment' ? 'gray' : 'orange'}>
                  {types[observation.type]}
                </Badge>
                <Text size="xs" c="dimmed">
                  {fmt(o.by, { name: observation.userName, when: formatDateTime(observation.date) })}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {observation.text}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
      {canAdd && (
        <Stack gap="xs">
          <Textarea
            label={o.new}
            autosize
            minRows={2}
            maxLength={EVENT_LIMITS.observation}
            value={text}
            error={error}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Group>
            <Button variant="light" loading={isBusy} onClick={() => void add()}>
              {o.add}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
