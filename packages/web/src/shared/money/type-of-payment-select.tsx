import { messages, typesOfPaymentRoutes, type TypeOfPayment } from '@honora/contract';
import { Select } from '@mantine/core';
import { useSyncedRegistry } from '../registry/use-synced-registry';

const t = messages.screens.money.receive.dialog;

interface Props {
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
}

/** The company's active types of payment (/client/TypesOfPayment), read from the per-company cache; with none, where to create them. */
export function TypeOfPaymentSelect({ value, onChange, error }: Props) {
  const { items } = useSyncedRegistry<TypeOfPayment>('typesOfPayment', typesOfPaymentRoutes.list);
  const data = items
    .filter((item) => item.active || item.id === value)
    .map((item) => ({ value: item.id, label: item.name }));
  return (
    <Select
      label={t.typeOfPayment}
      placeholder={t.typeOfPaymentPlaceholder}
      description={data.length === 0 ? t.typeOfPaymentNone : undefined}
      data={data}
      value={value}
      onChange={onChange}
      error={error}
      clearable
      searchable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
