import { financialItemGroupRoutes, messages, type FinancialItemGroup } from '@honora/contract';
import {
  ExistingSettingsRecord,
  NewSettingsRecord,
  SettingsDetailFrame,
  SettingsRecordView,
  useRefreshSettings,
  useSettingsRecord,
} from '../../shared/billing-settings/settings-record';
import { FinancialItemGroupForm } from './financial-item-group-form';
import { FINANCIAL_ITEM_GROUPS_KEY } from './financial-item-groups-list';

const t = messages.screens.billingSettings.financialItemGroups;

interface Props {
  /** A group's id, or null to create one. */
  id: string | null;
  onBack: () => void;
  onCreated: (id: string) => void;
}

/** One financial item group (or a new one): the form, delete and restore. */
export function FinancialItemGroupDetail({ id, onBack, onCreated }: Props) {
  const refresh = useRefreshSettings(FINANCIAL_ITEM_GROUPS_KEY);
  return (
    <SettingsDetailFrame onBack={onBack}>
      {id ? (
        <ExistingGroup id={id} />
      ) : (
        <NewSettingsRecord title={t.newTitle}>
          <FinancialItemGroupForm
            group={null}
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

function ExistingGroup({ id }: { id: string }) {
  const query = useSettingsRecord<FinancialItemGroup>(FINANCIAL_ITEM_GROUPS_KEY, financialItemGroupRoutes.get, id);
  const refresh = useRefreshSettings(FINANCIAL_ITEM_GROUPS_KEY);
  return (
    <ExistingSettingsRecord query={query}>
      {(group) => (
        <SettingsRecordView
          record={group}
          title={group.name}
          removeRoute={financialItemGroupRoutes.remove}
          restoreRoute={financialItemGroupRoutes.restore}
          queryKey={FINANCIAL_ITEM_GROUPS_KEY}
        >
          {(isReadOnly) => (
            <FinancialItemGroupForm
              key={`${group.updatedAt ?? group.createdAt}:${group.deletedAt ?? ''}`}
              group={group}
              isReadOnly={isReadOnly}
              onSaved={() => refresh()}
            />
          )}
        </SettingsRecordView>
      )}
    </ExistingSettingsRecord>
  );
}
