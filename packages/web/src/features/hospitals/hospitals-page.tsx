import { useSearchParams } from 'react-router';
import { useCan } from '../../shared/auth/use-can';
import { HospitalList } from './hospital-list';
import { HospitalRecord } from './hospital-record';

/** /client/hospitals (billing.md §2 hospitals/{id}): the list, or one hospital when `?id=` names it (`new` to create). */
export function HospitalsPage() {
  const [params, setParams] = useSearchParams();
  const can = useCan();
  const id = params.get('id');
  if (id) {
    return (
      <HospitalRecord key={id} id={id} onBack={() => setParams({})} onSaved={(saved) => setParams({ id: saved })} />
    );
  }
  return (
    <HospitalList
      onOpen={(hospital) => setParams({ id: hospital.id })}
      onCreate={can('hospitals', 'write') ? () => setParams({ id: 'new' }) : undefined}
    />
  );
}
