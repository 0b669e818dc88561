import { useNavigate } from 'react-router';
import { paths } from '../../shared/routing/paths';
import { recordPath } from '../../shared/routing/use-record-route';

/** Opens an entry's event on the event page (`/client/events/{id}`, where the receive dialog lives). */
export function useOpenEvent() {
  const navigate = useNavigate();
  return (eventId: string) => void navigate(recordPath(paths.clientEvents, eventId));
}
