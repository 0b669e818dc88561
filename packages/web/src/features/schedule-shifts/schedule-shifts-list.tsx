import { fmt, messages, scheduleShiftRoutes, type ScheduleShift } from '@honora/contract';
import { scheduleShiftsScreenMessages as t } from '@honora/contract/screen-texts/schedule-shifts';
import { schedulesScreenMessages as s } from '@honora/contract/screen-texts/schedules';
import type { CompanyModule } from '@honora/domain';
import { useCan } from '../../shared/auth/use-can';
import { formatMoneyText } from '../../shared/pricing/decimal-format';
import { RegistryListView } from '../../shared/registry/registry-list-view';
import type { RecordColumn } from '../../shared/ui/records-table';
import { shiftLengthText } from './shift-length';

const list = messages.screens.registry.list;
export const SCHEDULE_SHIFTS_KEY = 'scheduleShifts';
/** platform.md §6: the shift templates are the module workloads (decision 042). */
export const SHIFTS_MODULE: CompanyModule = 'workloads';

const columns: RecordColumn<ScheduleShift>[] = [
  { header: t.name, sortKey: 'name', cell: (shift) => shift.name },
  { header: t.times, sortKey: 'start', cell: (shift) => fmt(t.timesValue, { start: shift.start, end: shift.end }) },
  { header: t.hours, cell: shiftLengthText },
  { header: t.slotCategory, sortKey: 'slotCategory', cell: (shift) => s.slotCategories[shift.slotCategory] },
  { header: t.workplace, cell: (shift) => shift.workplaceName ?? t.anyWorkplace },
  {
    header: t.valuePerHour,
    sortKey: 'valuePerHour',
    align: 'right',
    cell: (shift) => (shift.valuePerHour === null ? '' : formatMoneyText(shift.valuePerHour)),
  },
  { header: t.active, cell: (shift) => (shift.active ? list.active : list.inactive) },
];

interface Props {
  onOpen: (id: string) => void;
  onCreate: () => void;
}

/** The company's shift templates (platform.md §2 client hours): search, sort, pages and export. */
export function ScheduleShiftsList({ onOpen, onCreate }: Props) {
  const can = useCan();
  return (
    <RegistryListView<ScheduleShift>
      title={t.title}
      hint={t.hint}
      listRoute={scheduleShiftRoutes.list}
      exportRoute={scheduleShiftRoutes.export}
      exportFileName={t.exportFileName}
      queryKey={SCHEDULE_SHIFTS_KEY}
      columns={columns}
      rowName={(shift) => shift.name}
      onOpen={(shift) => onOpen(shift.id)}
      onCreate={can(SHIFTS_MODULE, 'write') ? onCreate : undefined}
    />
  );
}
