import { useSearchParams } from 'react-router';
import { EventForm } from './form/event-form';
import { EventList } from './list/event-list';

const NEW = 'new';

/**
 * /client/events and /client/notReadyEvents (billing.md §2 events/{id}, notReadyEvents/{id}:
 * the same screen): the list, one event at `?id=…`, a new one at `?id=new`. The list keeps its
 * filters in the query too, so opening an event adds `id` and going back removes only `id`.
 */
function EventsScreen({ readiness }: { readiness: 'ready' | 'notReady' }) {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const withId = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete('id');
    else next.set('id', value);
    setParams(next);
  };
  if (id) {
    return (
      <EventForm
        key={id}
        id={id === NEW ? null : id}
        onBack={() => withId(null)}
        onCreated={(created) => withId(created)}
      />
    );
  }
  return <EventList readiness={readiness} onOpen={(eventId) => withId(eventId)} onCreate={() => withId(NEW)} />;
}

export function EventsPage() {
  return <EventsScreen readiness="ready" />;
}

export function NotReadyEventsPage() {
  return <EventsScreen readiness="notReady" />;
}
