import { useSearchParams } from 'react-router';
import { useCan } from '../../shared/auth/use-can';
import { AnesthetistList } from './anesthetist-list';
import { AnesthetistRecord } from './anesthetist-record';

/** /client/anesthetists (billing.md §2 anesthetists/{id}): the list, or one person when `?id=` names them (`new` to include one). */
export function AnesthetistsPage() {
  const [params, setParams] = useSearchParams();
  const can = useCan();
  const id = params.get('id');
  if (id) {
    return (
      <AnesthetistRecord key={id} id={id} onBack={() => setParams({})} onSaved={(saved) => setParams({ id: saved })} />
    );
  }
  return (
    <AnesthetistList
      onOpen={(anesthetist) => setParams({ id: anesthetist.id })}
      onCreate={can('anesthetists', 'write') ? () => setParams({ id: 'new' }) : undefined}
    />
  );
}
