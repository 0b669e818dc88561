import { workplaceRoutes, type Workplace } from '@honora/contract';
import { workplacesScreenMessages as t } from '@honora/contract/screen-texts/workplaces';
import {
  ExistingSettingsRecord,
  NewSettingsRecord,
  SettingsDetailFrame,
  useRefreshSettings,
  useSettingsRecord,
} from '../../shared/billing-settings/settings-record';
import { RegistryRecordView } from '../../shared/registry/record-view';
import { WorkplaceForm } from './workplace-form';
import { WORKPLACES_KEY, WORKPLACES_MODULE } from './workplaces-list';

interface Props {
  /** A workplace's id, or null to create one. */
  id: string | null;
  onBack: () => void;
  onCreated: (id: string) => void;
}

/** One workplace (or a new one): the form, delete and restore. */
export function WorkplaceDetail({ id, onBack, onCreated }: Props) {
  const refresh = useRefreshSettings(WORKPLACES_KEY);
  return (
    <SettingsDetailFrame onBack={onBack}>
      {id ? (
        <ExistingWorkplace id={id} />
      ) : (
        <NewSettingsRecord title={t.newTitle}>
          <WorkplaceForm
            workplace={null}
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

function ExistingWorkplace({ id }: { id: string }) {
  const query = useSettingsRecord<Workplace>(WORKPLACES_KEY, workplaceRoutes.get, id);
  const refresh = useRefreshSettings(WORKPLACES_KEY);
  return (
    <ExistingSettingsRecord query={query}>
      {(workplace) => (
        <RegistryRecordView
          record={workplace}
          title={workplace.name}
          module={WORKPLACES_MODULE}
          removeRoute={workplaceRoutes.remove}
          restoreRoute={workplaceRoutes.restore}
          onChanged={refresh}
          readOnlyHint={t.readOnly}
          restoreConfirm={t.restoreConfirm}
        >
          {(isReadOnly) => (
            <WorkplaceForm
              key={`${workplace.updatedAt ?? workplace.createdAt}:${workplace.deletedAt ?? ''}`}
              workplace={workplace}
              isReadOnly={isReadOnly}
              onSaved={() => refresh()}
            />
          )}
        </RegistryRecordView>
      )}
    </ExistingSettingsRecord>
  );
}
