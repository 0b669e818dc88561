import { useRecordRoute } from '../../shared/routing/use-record-route';
import { EventForm } from './form/event-form';
import { EventList } from './list/event-list';

const NEW = 'new';

/**
 * /client/events and /client/notReadyEvents (billing.md §2 events/{id}, notReadyEvents/{id}:
 * the same screen): the list, one event at `/{id}`, a new one at `/new`. The list keeps its
 * filters in the query, which stays while an event is open, so going back finds them.
 */
function EventsScreen({ readiness }: { readiness: 'ready' | 'notReady' }) {
  const { id, open } = useRecordRoute();
  if (id) {
    return (
      <EventForm
        key={id}
        id={id === NEW ? null : id}
        onBack={() => open(null)}
        onCreated={(created) => open(created)}
      />
    );
  }
  return <EventList readiness={readiness} onOpen={(eventId) => open(eventId)} onCreate={() => open(NEW)} />;
}

export function EventsPage() {
  return <EventsScreen readiness="ready" />;
}

export function NotReadyEventsPage() {
  return <EventsScreen readiness="notReady" />;
}
