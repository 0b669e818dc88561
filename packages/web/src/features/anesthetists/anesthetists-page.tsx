import { useRecordRoute } from '../../shared/routing/use-record-route';
import { useCan } from '../../shared/auth/use-can';
import { AnesthetistList } from './anesthetist-list';
import { AnesthetistRecord } from './anesthetist-record';

/** /client/anesthetists (billing.md §2 anesthetists/{id}): the list, or one person when `/{id}` names them (`new` to include one). */
export function AnesthetistsPage() {
  const { id, open } = useRecordRoute();
  const can = useCan();
  if (id) {
    return <AnesthetistRecord key={id} id={id} onBack={() => open(null)} onSaved={(saved) => open(saved)} />;
  }
  return (
    <AnesthetistList
      onOpen={(anesthetist) => open(anesthetist.id)}
      onCreate={can('anesthetists', 'write') ? () => open('new') : undefined}
    />
  );
}
