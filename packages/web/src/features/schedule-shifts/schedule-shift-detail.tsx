import { scheduleShiftRoutes, type ScheduleShift } from '@honora/contract';
import { scheduleShiftsScreenMessages as t } from '@honora/contract/screen-texts/schedule-shifts';
import {
  ExistingSettingsRecord,
  NewSettingsRecord,
  SettingsDetailFrame,
  useRefreshSettings,
  useSettingsRecord,
} from '../../shared/billing-settings/settings-record';
import { RegistryRecordView } from '../../shared/registry/record-view';
import { ScheduleShiftForm } from './schedule-shift-form';
import { SCHEDULE_SHIFTS_KEY, SHIFTS_MODULE } from './schedule-shifts-list';

interface Props {
  /** A shift's id, or null to create one. */
  id: string | null;
  onBack: () => void;
  onCreated: (id: string) => void;
}

/** One shift template (or a new one): the form, delete and restore. */
export function ScheduleShiftDetail({ id, onBack, onCreated }: Props) {
  const refresh = useRefreshSettings(SCHEDULE_SHIFTS_KEY);
  return (
    <SettingsDetailFrame onBack={onBack}>
      {id ? (
        <ExistingShift id={id} />
      ) : (
        <NewSettingsRecord title={t.newTitle}>
          <ScheduleShiftForm
            shift={null}
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

function ExistingShift({ id }: { id: string }) {
  const query = useSettingsRecord<ScheduleShift>(SCHEDULE_SHIFTS_KEY, scheduleShiftRoutes.get, id);
  const refresh = useRefreshSettings(SCHEDULE_SHIFTS_KEY);
  return (
    <ExistingSettingsRecord query={query}>
      {(shift) => (
        <RegistryRecordView
          record={shift}
          title={shift.name}
          module={SHIFTS_MODULE}
          removeRoute={scheduleShiftRoutes.remove}
          restoreRoute={scheduleShiftRoutes.restore}
          onChanged={refresh}
          readOnlyHint={t.readOnly}
          restoreConfirm={t.restoreConfirm}
        >
          {(isReadOnly) => (
            <ScheduleShiftForm
              key={`${shift.updatedAt ?? shift.createdAt}:${shift.deletedAt ?? ''}`}
              shift={shift}
              isReadOnly={isReadOnly}
              onSaved={() => refresh()}
            />
          )}
        </RegistryRecordView>
      )}
    </ExistingSettingsRecord>
  );
}
