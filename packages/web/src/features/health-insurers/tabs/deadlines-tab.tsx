import { healthInsurersMessages } from '@honora/contract/screen-texts/health-insurers';
import { INSURER_LIMITS, insurerFlagNames } from '@honora/contract';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { dayLimitKeys } from '../insurer-form-model';
import { FlagSwitch, SectionTitle, WholeNumberField, type InsurerTabProps } from '../insurer-inputs';

const t = healthInsurersMessages;

/** Prazos e opções: day limits, the insurer's flags and the automatic batches. */
export function DeadlinesTab({ form, isReadOnly }: InsurerTabProps) {
  return (
    <Stack>
      <SectionTitle>{t.dayLimits.legend}</SectionTitle>
      <Text size="sm" c="dimmed">
        {t.dayLimits.hint}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {dayLimitKeys.map((key) => (
          <WholeNumberField
            key={key}
            form={form}
            name={`dayLimits.${key}`}
            label={t.dayLimits[key]}
            min={INSURER_LIMITS.dayLimit.min}
            max={INSURER_LIMITS.dayLimit.max}
            isReadOnly={isReadOnly}
          />
        ))}
      </SimpleGrid>
      <SectionTitle>{t.flags.legend}</SectionTitle>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {insurerFlagNames.map((name) => (
          <FlagSwitch
            key={name}
            form={form}
            name={`flags.${name}`}
            label={t.flags[name]}
            description={t.flags[`${name}Hint`]}
            isReadOnly={isReadOnly}
          />
        ))}
      </SimpleGrid>
      <SectionTitle>{t.batches.legend}</SectionTitle>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <WholeNumberField
          form={form}
          name="configs.autoBatchMaxEvents"
          label={t.batches.autoBatchMaxEvents}
          min={INSURER_LIMITS.autoBatchMaxEvents.min}
          max={INSURER_LIMITS.autoBatchMaxEvents.max}
          isReadOnly={isReadOnly}
        />
        <WholeNumberField
          form={form}
          name="configs.monthQuantityOnAutoBatchByMonthYear"
          label={t.batches.monthQuantityOnAutoBatchByMonthYear}
          min={INSURER_LIMITS.monthQuantityOnAutoBatchByMonthYear.min}
          max={INSURER_LIMITS.monthQuantityOnAutoBatchByMonthYear.max}
          isReadOnly={isReadOnly}
        />
      </SimpleGrid>
    </Stack>
  );
}
