import { messages, fmt } from '@honora/contract';
import type { PricedProcedure, RevenueLine } from '@honora/domain';
import { List, Stack, Text } from '@mantine/core';
import { formatMoneyText, formatShareText } from './decimal-format';
import { PricingSteps } from './pricing-steps';

const t = messages.screens.pricing;

/** One member's share: of the procedure's value, or of its surgical porte (decision 014, fee basis). */
export function revenueText(line: RevenueLine): string {
  const grauPart = line.grauPart === 'nao_fatura_pela_ans' ? t.notBilled : line.grauPart;
  const text = line.basis === 'surgical' ? t.revenueLineSurgical : t.revenueLine;
  return fmt(text, {
    role: t.roles[line.role],
    order: line.order,
    percent: formatShareText(line.percentRevenue),
    grauPart,
    revenue: formatMoneyText(line.revenue),
  });
}

/**
 * The team split of one priced procedure: each member's share and, when the negotiation bills
 * the anesthetic porte, the surgical porte the surgical team's shares apply to, with its memória.
 */
export function TeamSplit({ priced }: { priced: Pick<PricedProcedure, 'code' | 'revenueTeam' | 'surgical'> }) {
  if (priced.revenueTeam.length === 0) return null;
  const hasSurgicalTeam = priced.revenueTeam.some((line) => line.basis === 'surgical');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700}>
        {t.revenueTitle}
      </Text>
      <List size="sm" spacing={2}>
        {priced.revenueTeam.map((line) => (
          <List.Item key={`${line.actorId}-${line.role}-${line.order}`}>{revenueText(line)}</List.Item>
        ))}
      </List>
      {hasSurgicalTeam && !priced.surgical && (
        <Text size="xs" c="dimmed">
          {t.noSurgicalPorte}
        </Text>
      )}
      {hasSurgicalTeam && priced.surgical && (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {fmt(t.surgicalTitle, { porte: priced.surgical.porte })}
          </Text>
          <PricingSteps steps={priced.surgical.steps} label={fmt(t.surgicalTitle, { porte: priced.surgical.porte })} />
        </Stack>
      )}
    </Stack>
  );
}
