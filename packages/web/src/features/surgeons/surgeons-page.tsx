import { useSearchParams } from 'react-router';
import { useCan } from '../../shared/auth/use-can';
import { SurgeonList } from './surgeon-list';
import { SurgeonRecord } from './surgeon-record';

/** /client/surgeons (billing.md §2 surgeons/{id}): the list, or one surgeon when `?id=` names it (`new` to create). */
export function SurgeonsPage() {
  const [params, setParams] = useSearchParams();
  const can = useCan();
  const id = params.get('id');
  if (id) {
    return (
      <SurgeonRecord key={id} id={id} onBack={() => setParams({})} onSaved={(saved) => setParams({ id: saved })} />
    );
  }
  return (
    <SurgeonList
      onOpen={(surgeon) => setParams({ id: surgeon.id })}
      onCreate={can('surgeons', 'write') ? () => setParams({ id: 'new' }) : undefined}
    />
  );
}
