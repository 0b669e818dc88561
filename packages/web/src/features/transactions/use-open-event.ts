import { useNavigate } from 'react-router';
import { paths } from '../../shared/routing/paths';

/** Opens an entry's event on the event page (`/client/events?id=…`, where the receive dialog lives). */
export function useOpenEvent() {
  const navigate = useNavigate();
  return (eventId: string) => void navigate(`${paths.clientEvents}?id=${encodeURIComponent(eventId)}`);
}
