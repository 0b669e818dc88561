import { fmt, type AxregSuggestion } from '@honora/contract';
import { integrationsScreenMessages } from '@honora/contract/screen-texts/integrations';
import { Checkbox, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

const t = integrationsScreenMessages.suggestions;

export const suggestionKey = (s: AxregSuggestion) => `${s.axregId}:${s.productId}`;

interface Props {
  label: string;
  items: readonly AxregSuggestion[];
  /** The per-row action (Vincular), or none. */
  action?: (s: AxregSuggestion) => ReactNode;
  /** Checkboxes to pick several (integrationsMultiples). */
  selection?: { selected: ReadonlySet<string>; onToggle: (key: string) => void; onToggleAll: () => void };
}

/** Suggested matches (decision 053: CRM + UF, CNPJ, registro ANS, name): product record, registry record, key. */
export function SuggestionsTable({ label, items, action, selection }: Props) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {t.empty}
      </Text>
    );
  }
  const allSelected = selection !== undefined && items.every((s) => selection.selected.has(suggestionKey(s)));
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox aria-label={t.selectAll} checked={allSelected} onChange={selection.onToggleAll} />
              </Table.Th>
            )}
            <Table.Th>{t.product}</Table.Th>
            <Table.Th>{t.registry}</Table.Th>
            <Table.Th>{t.reason}</Table.Th>
            {action && <Table.Th>{integrationsScreenMessages.records.actions}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((s) => (
            <Table.Tr key={suggestionKey(s)}>
              {selection && (
                <Table.Td>
                  <Checkbox
                    aria-label={fmt(t.select, { product: s.productName })}
                    checked={selection.selected.has(suggestionKey(s))}
                    onChange={() => selection.onToggle(suggestionKey(s))}
                  />
                </Table.Td>
              )}
              <Table.Td>{s.productName}</Table.Td>
              <Table.Td>
                {s.axregName} ({s.axregId})
              </Table.Td>
              <Table.Td>{t.reasons[s.reason]}</Table.Td>
              {action && <Table.Td>{action(s)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
