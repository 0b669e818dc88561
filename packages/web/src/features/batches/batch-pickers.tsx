import {
  BATCH_STATUSES,
  BATCH_TYPES,
  hospitalRoutes,
  messages,
  type BatchStatus,
  type Hospital,
} from '@honora/contract';
import { Badge, Select, Tooltip, type MantineSize } from '@mantine/core';
import type { RegistryPickerProps } from '../../shared/registry/insurer-select';
import { useSyncedRegistry } from '../../shared/registry/use-synced-registry';

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

export function HospitalSelect({ label, placeholder, value, onChange, error }: RegistryPickerProps) {
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
