import { useRecordRoute } from '../../shared/routing/use-record-route';
import { NEW_RECORD } from '../../shared/billing-settings/settings-record';
import { CustomFieldDetail } from './custom-field-detail';
import { CustomFieldsList } from './custom-fields-list';

/** /client/CustomFields (billing.md §2): the list, one field at `/{id}`, a new one at `/new`. */
export function CustomFieldsPage() {
  const { id, open } = useRecordRoute();
  if (id) {
    return (
      <CustomFieldDetail
        key={id}
        id={id === NEW_RECORD ? null : id}
        onBack={() => open(null)}
        onCreated={(created) => open(created)}
      />
    );
  }
  return <CustomFieldsList onOpen={(fieldId) => open(fieldId)} onCreate={() => open(NEW_RECORD)} />;
}
