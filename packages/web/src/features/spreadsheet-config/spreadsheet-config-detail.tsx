import { messages, spreadsheetConfigRoutes, type SpreadsheetConfig } from '@honora/contract';
import {
  ExistingSettingsRecord,
  NewSettingsRecord,
  SettingsDetailFrame,
  SettingsRecordView,
  useRefreshSettings,
  useSettingsRecord,
} from '../../shared/billing-settings/settings-record';
import { SpreadsheetConfigForm } from './spreadsheet-config-form';
import { SPREADSHEET_CONFIGS_KEY } from './spreadsheet-configs-list';

const t = messages.screens.billingSettings.spreadsheetConfig;

interface Props {
  /** A configuration's id, or null to create one. */
  id: string | null;
  onBack: () => void;
  onCreated: (id: string) => void;
}

/** One spreadsheet configuration (or a new one): the form, delete and restore. */
export function SpreadsheetConfigDetail({ id, onBack, onCreated }: Props) {
  const refresh = useRefreshSettings(SPREADSHEET_CONFIGS_KEY);
  return (
    <SettingsDetailFrame onBack={onBack}>
      {id ? (
        <ExistingConfig id={id} />
      ) : (
        <NewSettingsRecord title={t.newTitle}>
          <SpreadsheetConfigForm
            config={null}
            isReadOnly={false}
            onSaved={async (saved) => {
              await refresh();
              onCreated(saved.id);
            }}
          />
        </NewSettingsRecord>
      )}
    </SettingsDetailFrame>
  );
}

function ExistingConfig({ id }: { id: string }) {
  const query = useSettingsRecord<SpreadsheetConfig>(SPREADSHEET_CONFIGS_KEY, spreadsheetConfigRoutes.get, id);
  const refresh = useRefreshSettings(SPREADSHEET_CONFIGS_KEY);
  return (
    <ExistingSettingsRecord query={query}>
      {(config) => (
        <SettingsRecordView
          record={config}
          title={config.name}
          removeRoute={spreadsheetConfigRoutes.remove}
          restoreRoute={spreadsheetConfigRoutes.restore}
          queryKey={SPREADSHEET_CONFIGS_KEY}
        >
          {(isReadOnly) => (
            <SpreadsheetConfigForm
              key={`${config.updatedAt ?? config.createdAt}:${config.deletedAt ?? ''}`}
              config={config}
              isReadOnly={isReadOnly}
              onSaved={() => refresh()}
            />
          )}
        </SettingsRecordView>
      )}
    </ExistingSettingsRecord>
  );
}
