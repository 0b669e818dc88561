import { useRecordRoute } from '../../shared/routing/use-record-route';
import { useCan } from '../../shared/auth/use-can';
import { HospitalList } from './hospital-list';
import { HospitalRecord } from './hospital-record';

/** /client/hospitals (billing.md §2 hospitals/{id}): the list, or one hospital when `/{id}` names it (`new` to create). */
export function HospitalsPage() {
  const { id, open } = useRecordRoute();
  const can = useCan();
  if (id) {
    return <HospitalRecord key={id} id={id} onBack={() => open(null)} onSaved={(saved) => open(saved)} />;
  }
  return (
    <HospitalList
      onOpen={(hospital) => open(hospital.id)}
      onCreate={can('hospitals', 'write') ? () => open('new') : undefined}
    />
  );
}
