import { useSearchParams } from 'react-router';
import { PatientDetail } from './patient-detail';
import { PatientsList } from './patients-list';

const NEW = 'new';

/** /client/patients (billing.md §2 patients/{id}): the list, one patient at `?id=…`, a new one at `?id=new`. */
export function PatientsPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  if (id) {
    return (
      <PatientDetail
        key={id}
        id={id === NEW ? null : id}
        onBack={() => setParams({})}
        onCreated={(created) => setParams({ id: created })}
      />
    );
  }
  return <PatientsList onOpen={(patientId) => setParams({ id: patientId })} onCreate={() => setParams({ id: NEW })} />;
}
