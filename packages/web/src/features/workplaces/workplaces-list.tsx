import { messages, workplaceRoutes, type Workplace } from '@honora/contract';
import type { CompanyModule } from '@honora/domain';
import { schedulesScreenMessages as schedules } from '@honora/contract/screen-texts/schedules';
import { workplacesScreenMessages as t } from '@honora/contract/screen-texts/workplaces';
import { useCan } from '../../shared/auth/use-can';
import { RegistryListView } from '../../shared/registry/registry-list-view';
import type { RecordColumn } from '../../shared/ui/records-table';

const list = messages.screens.registry.list;
export const WORKPLACES_KEY = 'workplaces';
/** platform.md §6: the workplaces belong to the module schedule (decision 042). */
export const WORKPLACES_MODULE: CompanyModule = 'schedule';

const columns: RecordColumn<Workplace>[] = [
  { header: t.name, sortKey: 'name', cell: (p) => p.name },
  { header: t.hospital, sortKey: 'hospital', cell: (p) => p.hospitalName ?? '' },
  { header: t.sectors, cell: (p) => p.sectors.join(', ') },
  { header: t.slotCategories, cell: (p) => p.slotCategories.map((kind) => schedules.slotCategories[kind]).join(', ') },
  { header: t.active, cell: (p) => (p.active ? list.active : list.inactive) },
];

interface Props {
  onOpen: (id: string) => void;
  onCreate: () => void;
}

/** The company's workplaces: search by name, sort, pages and export. */
export function WorkplacesList({ onOpen, onCreate }: Props) {
  const can = useCan();
  return (
    <RegistryListView<Workplace>
      title={t.title}
      hint={t.hint}
      listRoute={workplaceRoutes.list}
      exportRoute={workplaceRoutes.export}
      exportFileName={t.exportFileName}
      queryKey={WORKPLACES_KEY}
      columns={columns}
      rowName={(p) => p.name}
      onOpen={(p) => onOpen(p.id)}
      onCreate={can(WORKPLACES_MODULE, 'write') ? onCreate : undefined}
    />
  );
}
