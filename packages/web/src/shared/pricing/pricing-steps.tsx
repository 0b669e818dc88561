import { messages } from '@honora/contract';
import type { PricingStep } from '@honora/domain';
import { List, Stack, Text } from '@mantine/core';
import { stepLines } from './step-text';

/** The memória de cálculo of one priced procedure: one pt-BR line per engine step. */
export function PricingSteps({ steps, label }: { steps: readonly PricingStep[]; label: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700}>
        {messages.screens.pricing.stepsTitle}
      </Text>
      <List size="sm" type="ordered" aria-label={label} spacing={2}>
        {stepLines(steps).map((line, i) => (
          <List.Item key={i}>{line}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
