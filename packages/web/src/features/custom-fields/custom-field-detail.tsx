import { customFieldRoutes, messages, type CustomField } from '@honora/contract';
import {
  ExistingSettingsRecord,
  NewSettingsRecord,
  SettingsDetailFrame,
  SettingsRecordView,
  useRefreshSettings,
  useSettingsRecord,
} from '../../shared/billing-settings/settings-record';
import { CustomFieldForm } from './custom-field-form';
import { CUSTOM_FIELDS_KEY } from './custom-fields-list';

const t = messages.screens.billingSettings.customFields;

interface Props {
  /** A field's id, or null to create one. */
  id: string | null;
  onBack: () => void;
  onCreated: (id: string) => void;
}

/** One custom field (or a new one): the form, delete and restore. */
export function CustomFieldDetail({ id, onBack, onCreated }: Props) {
  const refresh = useRefreshSettings(CUSTOM_FIELDS_KEY);
  return (
    <SettingsDetailFrame onBack={onBack}>
      {id ? (
        <ExistingField id={id} />
      ) : (
        <NewSettingsRecord title={t.newTitle}>
          <CustomFieldForm
            field={null}
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

function ExistingField({ id }: { id: string }) {
  const query = useSettingsRecord<CustomField>(CUSTOM_FIELDS_KEY, customFieldRoutes.get, id);
  const refresh = useRefreshSettings(CUSTOM_FIELDS_KEY);
  return (
    <ExistingSettingsRecord query={query}>
      {(field) => (
        <SettingsRecordView
          record={field}
          title={field.label}
          removeRoute={customFieldRoutes.remove}
          restoreRoute={customFieldRoutes.restore}
          queryKey={CUSTOM_FIELDS_KEY}
        >
          {(isReadOnly) => (
            <CustomFieldForm
              key={`${field.updatedAt ?? field.createdAt}:${field.deletedAt ?? ''}`}
              field={field}
              isReadOnly={isReadOnly}
              onSaved={() => refresh()}
            />
          )}
        </SettingsRecordView>
      )}
    </ExistingSettingsRecord>
  );
}
