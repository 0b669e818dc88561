import { useRecordRoute } from '../../shared/routing/use-record-route';
import { useCan } from '../../shared/auth/use-can';
import { SurgeonList } from './surgeon-list';
import { SurgeonRecord } from './surgeon-record';

/** /client/surgeons (billing.md §2 surgeons/{id}): the list, or one surgeon when `/{id}` names it (`new` to create). */
export function SurgeonsPage() {
  const { id, open } = useRecordRoute();
  const can = useCan();
  if (id) {
    return <SurgeonRecord key={id} id={id} onBack={() => open(null)} onSaved={(saved) => open(saved)} />;
  }
  return (
    <SurgeonList
      onOpen={(surgeon) => open(surgeon.id)}
      onCreate={can('surgeons', 'write') ? () => open('new') : undefined}
    />
  );
}
