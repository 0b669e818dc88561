import { useRecordRoute } from '../../shared/routing/use-record-route';
import { NEW_RECORD } from '../../shared/billing-settings/settings-record';
import { ScheduleShiftDetail } from './schedule-shift-detail';
import { ScheduleShiftsList } from './schedule-shifts-list';

/** /client/hours (platform.md §2; decision 042): the list, one shift at `/{id}`, a new one at `/new`. */
export function ScheduleShiftsPage() {
  const { id, open } = useRecordRoute();
  if (id) {
    return (
      <ScheduleShiftDetail
        key={id}
        id={id === NEW_RECORD ? null : id}
        onBack={() => open(null)}
        onCreated={(created) => open(created)}
      />
    );
  }
  return <ScheduleShiftsList onOpen={(shiftId) => open(shiftId)} onCreate={() => open(NEW_RECORD)} />;
}
