import { messages, type EventView } from '@honora/contract';
import { brazilDate } from '@honora/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useSession } from '../../../shared/auth/auth-store';
import { QueryState } from '../../../shared/ui/query-state';
import { emptyDraft } from './event-draft';
import { EventEditor } from './event-editor';
import { useEventQuery } from './use-event';
import { eventFormScreenMessages } from '@honora/contract/screen-texts/event-form';

const f = eventFormScreenMessages;

interface Props {
  /** The event's id, or null for a new one (?id=new). */
  id: string | null;
  onBack: () => void;
  /** A new event was saved: show it (?id=…). */
  onCreated: (id: string) => void;
}

/**
 * /client/events?id=… (and ?id=new): the event a biller lives in (issue 6) — its data, links,
 * procedures priced live, team, guide data, custom fields, observations, attachments, history
 * and the status actions.
 */
export function EventForm({ id, onBack, onCreated }: Props) {
  return (
    <Stack>
      <Group>
        <Button variant="subtle" onClick={onBack}>
          {f.back}
        </Button>
      </Group>
      {id ? <ExistingEvent id={id} /> : <NewEvent onCreated={onCreated} />}
    </Stack>
  );
}

function NewEvent({ onCreated }: { onCreated: (id: string) => void }) {
  const companyId = useSession()?.company?.id;
  const initial = useMemo(() => (companyId ? emptyDraft(companyId, brazilDate(new Date())) : null), [companyId]);
  if (!initial) return <Text c="dimmed">{messages.ui.loading}</Text>;
  return <EventEditor event={null} initial={initial} onCreated={(saved: EventView) => onCreated(saved.id)} />;
}

function ExistingEvent({ id }: { id: string }) {
  const query = useEventQuery(id);
  const [openedAt] = useState(Date.now);
  // A cached answer that a change elsewhere made stale is read again before the screen shows it,
  // so nothing is sent with a version that change moved past.
  if (query.isFetching && query.isStale && query.dataUpdatedAt < openedAt) {
    return <Text c="dimmed">{messages.ui.loading}</Text>;
  }
  return (
    <QueryState query={query}>
      {(event) => <EventEditor event={event} initial={null} onCreated={() => undefined} />}
    </QueryState>
  );
}
