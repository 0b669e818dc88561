import { healthInsurersMessages } from '@honora/contract/screen-texts/health-insurers';
import { fmt } from '@honora/contract';
import { Stack, Text } from '@mantine/core';
import type { MapRow } from '../insurer-form-model';
import { SectionTitle, type InsurerTabProps } from '../insurer-inputs';
import { MapRowsEditor } from '../map-rows-editor';

const t = healthInsurersMessages.customFields;

interface Props extends InsurerTabProps {
  rows: MapRow[];
  onRows: (rows: MapRow[]) => void;
}

/** Campos personalizados: the values of the company's custom fields for this insurer. */
export function CustomFieldsTab({ form, isReadOnly, rows, onRows }: Props) {
  return (
    <Stack>
      <SectionTitle>{t.legend}</SectionTitle>
      <Text size="sm" c="dimmed">
        {t.hint}
      </Text>
      <MapRowsEditor
        rows={rows}
        onChange={onRows}
        path="customFields"
        errors={form.errors}
        keyLabel={t.key}
        valueLabel={t.value}
        addLabel={t.add}
        removeLabel={(key) => fmt(t.remove, { key })}
        empty={t.empty}
        isReadOnly={isReadOnly}
      />
    </Stack>
  );
}
