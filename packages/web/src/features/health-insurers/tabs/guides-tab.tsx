import { healthInsurersMessages } from '@honora/contract/screen-texts/health-insurers';
import { eventTypes, guideDataFields, guideLimitFields, INSURER_LIMITS, messages, fmt } from '@honora/contract';
import { Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { limitPath, type MapRow } from '../insurer-form-model';
import { FlagSwitch, SectionTitle, WholeNumberField, type InsurerTabProps } from '../insurer-inputs';
import { MapRowsEditor } from '../map-rows-editor';

const t = healthInsurersMessages;
const typeLabels = messages.screens.registry.eventTypes;
const digits = INSURER_LIMITS.digits;

interface Props extends InsurerTabProps {
  replaceDataBy: MapRow[];
  onReplaceDataBy: (rows: MapRow[]) => void;
}

/** Guias: guide number size, medical return, digit limits per guide type, accommodation factor, data replacement. */
export function GuidesTab({ form, isReadOnly, isSuperAdmin, replaceDataBy, onReplaceDataBy }: Props) {
  return (
    <Stack>
      <SectionTitle>{t.guides.numberLegend}</SectionTitle>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <WholeNumberField
          form={form}
          name="configs.guideNumberPadding"
          label={t.guides.guideNumberPadding}
          min={INSURER_LIMITS.guideNumberPadding.min}
          max={INSURER_LIMITS.guideNumberPadding.max}
          isReadOnly={isReadOnly}
        />
        <FlagSwitch
          form={form}
          name="configs.factorByAccommodation"
          label={t.guides.factorByAccommodation}
          description={t.guides.factorByAccommodationHint}
          isReadOnly={isReadOnly}
        />
      </SimpleGrid>
      <SectionTitle>{t.guides.medicalReturnLegend}</SectionTitle>
      <Text size="sm" c="dimmed">
        {t.guides.medicalReturnHint}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {eventTypes.map((type) => (
          <WholeNumberField
            key={type}
            form={form}
            name={`configs.medicalReturn.${type}`}
            label={fmt(t.guides.medicalReturn, { type: typeLabels[type] })}
            min={INSURER_LIMITS.medicalReturn.min}
            max={INSURER_LIMITS.medicalReturn.max}
            isReadOnly={isReadOnly}
          />
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t.guides.limitsHint}
      </Text>
      {eventTypes.map((type) => (
        <Fieldset key={type} legend={fmt(t.guides.limitsLegend, { type: typeLabels[type] })}>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {guideLimitFields.map((field) => {
              const fieldLabel = t.guides.limitFields[field];
              const typeLabel = typeLabels[type];
              return (
                <Stack key={field} gap="xs">
                  <Text size="sm" fw={600}>
                    {fieldLabel}
                  </Text>
                  <FlagSwitch
                    form={form}
                    name={limitPath(type, field, 'enabled')}
                    label={t.guides.limitRequire}
                    ariaLabel={fmt(t.guides.limitEnabled, { field: fieldLabel, type: typeLabel })}
                    isReadOnly={isReadOnly}
                  />
                  <Group grow>
                    <WholeNumberField
                      form={form}
                      name={limitPath(type, field, 'min')}
                      label={t.guides.limitMinShort}
                      ariaLabel={fmt(t.guides.limitMin, { field: fieldLabel, type: typeLabel })}
                      min={digits.min}
                      max={digits.max}
                      isReadOnly={isReadOnly}
                    />
                    <WholeNumberField
                      form={form}
                      name={limitPath(type, field, 'max')}
                      label={t.guides.limitMaxShort}
                      ariaLabel={fmt(t.guides.limitMax, { field: fieldLabel, type: typeLabel })}
                      min={digits.min}
                      max={digits.max}
                      isReadOnly={isReadOnly}
                    />
                  </Group>
                </Stack>
              );
            })}
          </SimpleGrid>
        </Fieldset>
      ))}
      <SectionTitle isSuperAdminOnly>{t.guides.replaceLegend}</SectionTitle>
      <Text size="sm" c="dimmed">
        {t.guides.replaceHint}
      </Text>
      <MapRowsEditor
        rows={replaceDataBy}
        onChange={onReplaceDataBy}
        path="configs.replaceDataBy"
        errors={form.errors}
        keyLabel={t.guides.replaceField}
        valueLabel={t.guides.replaceValue}
        addLabel={t.guides.replaceAdd}
        removeLabel={(field) => fmt(t.guides.replaceRemove, { field })}
        empty={t.guides.replaceEmpty}
        isReadOnly={isReadOnly || !isSuperAdmin}
        keyOptions={guideDataFields.map((value) => ({ value, label: t.guideDataFields[value] }))}
      />
    </Stack>
  );
}
