import { useSearchParams } from 'react-router';
import { NEW_RECORD } from '../../shared/billing-settings/settings-record';
import { CustomFieldDetail } from './custom-field-detail';
import { CustomFieldsList } from './custom-fields-list';

/** /client/CustomFields (billing.md §2): the list, one field at `?id=…`, a new one at `?id=new`. */
export function CustomFieldsPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  if (id) {
    return (
      <CustomFieldDetail
        key={id}
        id={id === NEW_RECORD ? null : id}
        onBack={() => setParams({})}
        onCreated={(created) => setParams({ id: created })}
      />
    );
  }
  return (
    <CustomFieldsList onOpen={(fieldId) => setParams({ id: fieldId })} onCreate={() => setParams({ id: NEW_RECORD })} />
  );
}
