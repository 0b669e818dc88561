import { useSearchParams } from 'react-router';
import { NEW_RECORD } from '../../shared/billing-settings/settings-record';
import { SpreadsheetConfigDetail } from './spreadsheet-config-detail';
import { SpreadsheetConfigsList } from './spreadsheet-configs-list';

/** /client/SpreadsheetConfig (billing.md §2): the list, one configuration at `?id=…`, a new one at `?id=new`. */
export function SpreadsheetConfigPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  if (id) {
    return (
      <SpreadsheetConfigDetail
        key={id}
        id={id === NEW_RECORD ? null : id}
        onBack={() => setParams({})}
        onCreated={(created) => setParams({ id: created })}
      />
    );
  }
  return (
    <SpreadsheetConfigsList
      onOpen={(configId) => setParams({ id: configId })}
      onCreate={() => setParams({ id: NEW_RECORD })}
    />
  );
}
