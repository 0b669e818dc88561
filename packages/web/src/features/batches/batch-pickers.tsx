import {
  BATCH_STATUSES,
  BATCH_TYPES,
  healthInsurerRoutes,
  hospitalRoutes,
  messages,
  type BatchStatus,
  type HealthInsurerSummary,
  type Hospital,
} from '@honora/contract';
import { Badge, Select, Tooltip, type MantineSize } from '@mantine/core';
import { useSyncedRegistry } from '../../shared/registry/use-synced-registry';
import { selectWidth } from '../../shared/ui/select-width';

const b = messages.screens.batches;
const noMatches = messages.screens.people.noMatches;

const STATUS_COLORS: Record<BatchStatus, string> = {
  OPEN: 'teal',
  CLOSED: 'gray',
  ON_GOING: 'yellow',
  ACCEPTED: 'blue',
};

/** A batch status as a coloured badge with its pt-BR label; `withHint` adds the status's meaning on hover. */
export function BatchStatusBadge({
  status,
  size = 'md',
  withHint = false,
}: {
  status: BatchStatus;
  size?: MantineSize;
  withHint?: boolean;
}) {
  const badge = (
    <Badge color={STATUS_COLORS[status]} variant="light" size={size} data-status={status}>
      {b.statuses[status]}
    </Badge>
  );
  return withHint ? <Tooltip label={b.statusHints[status]}>{badge}</Tooltip> : badge;
}

export const statusOptions = BATCH_STATUSES.map((value) => ({ value, label: b.statuses[value] }));
export const typeOptions = BATCH_TYPES.map((value) => ({ value, label: b.guideTypes[value] }));

interface PickerProps {
  label: string;
  placeholder?: string;
  value: string | null;
  onChange: (id: string | null) => void;
  required?: boolean;
  error?: string | undefined;
  clearable?: boolean;
  w?: number;
  /** A filter's select: at least this wide, and as wide as its longest choice (selectWidth). */
  minWidth?: number;
}

/** Insurers of the company's cached registry (an inactive one stays listed while picked). */
export function InsurerSelect(props: PickerProps) {
  const { label, placeholder, value, onChange, required, error, clearable, w, minWidth } = props;
  const { items } = useSyncedRegistry<HealthInsurerSummary>('healthInsurers', healthInsurerRoutes.list);
  const data = items.filter((i) => i.active || i.id === value).map((i) => ({ value: i.id, label: i.name }));
  return (
    <Select
      label={label}
      placeholder={placeholder}
      required={required}
      data={data}
      value={value}
      onChange={onChange}
      error={error}
      searchable
      clearable={clearable}
      nothingFoundMessage={noMatches}
      w={minWidth === undefined ? w : selectWidth([placeholder, ...data.map((option) => option.label)], minWidth)}
    />
  );
}

export function HospitalSelect({ label, placeholder, value, onChange, error }: PickerProps) {
  const { items } = useSyncedRegistry<Hospital>('hospitals', hospitalRoutes.list);
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={items.filter((h) => h.active || h.id === value).map((h) => ({ value: h.id, label: h.name }))}
      value={value}
      onChange={onChange}
      error={error}
      searchable
      clearable
      nothingFoundMessage={noMatches}
    />
  );
}
