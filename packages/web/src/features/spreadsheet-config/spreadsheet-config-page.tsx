import { useRecordRoute } from '../../shared/routing/use-record-route';
import { NEW_RECORD } from '../../shared/billing-settings/settings-record';
import { SpreadsheetConfigDetail } from './spreadsheet-config-detail';
import { SpreadsheetConfigsList } from './spreadsheet-configs-list';

/** /client/SpreadsheetConfig (billing.md §2): the list, one configuration at `/{id}`, a new one at `/new`. */
export function SpreadsheetConfigPage() {
  const { id, open } = useRecordRoute();
  if (id) {
    return (
      <SpreadsheetConfigDetail
        key={id}
        id={id === NEW_RECORD ? null : id}
        onBack={() => open(null)}
        onCreated={(created) => open(created)}
      />
    );
  }
  return <SpreadsheetConfigsList onOpen={(configId) => open(configId)} onCreate={() => open(NEW_RECORD)} />;
}
