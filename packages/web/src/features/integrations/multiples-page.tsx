import { AXREG_TYPES, fmt, type AxregType } from '@honora/contract';
import { integrationsScreenMessages } from '@honora/contract/screen-texts/integrations';
import { Alert, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useCan } from '../../shared/auth/use-can';
import { QueryState } from '../../shared/ui/query-state';
import { axregActions } from './axreg-actions';
import { runEach, type BulkSummary } from './bulk-summary';
import { suggestionKey, SuggestionsTable } from './suggestions-table';
import { useCompanyId, useRefreshAxreg, useSuggestions } from './use-integrations';

const t = integrationsScreenMessages.multiples;
const s = integrationsScreenMessages.suggestions;
const typeOptions = AXREG_TYPES.map((value) => ({ value, label: integrationsScreenMessages.typeTitles[value] }));

/**
 * /client/integrationsMultiples (platform.md §2; decision 053): the suggestions of a chosen type
 * with checkboxes; "Vincular selecionados" maps each one and reports successes and failures in
 * one summary.
 */
export function MultiplesPage() {
  const companyId = useCompanyId();
  const canWrite = useCan()('integrations', 'write');
  const [type, setType] = useState<AxregType>('surgeon');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [summary, setSummary] = useState<BulkSummary | null>(null);
  const [isBusy, setBusy] = useState(false);
  const query = useSuggestions(type);
  const refresh = useRefreshAxreg();
  const items = query.data?.items ?? [];

  function toggle(key: string) {
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setSelected(next);
  }
  function toggleAll() {
    const isAll = items.every((item) => selected.has(suggestionKey(item)));
    setSelected(isAll ? new Set() : new Set(items.map(suggestionKey)));
  }
  async function linkSelected() {
    setBusy(true);
    const chosen = items.filter((item) => selected.has(suggestionKey(item)));
    setSummary(await runEach(chosen, (item) => axregActions.map(companyId, type, item.axregId, item.productId)));
    setSelected(new Set());
    setBusy(false);
    await refresh();
  }

  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.hint}</Text>
      </div>
      <Group align="flex-end">
        <Select
          label={integrationsScreenMessages.mappings.type}
          data={typeOptions}
          value={type}
          onChange={(value) => {
            if (!value) return;
            setType(value as AxregType);
            setSelected(new Set());
          }}
          allowDeselect={false}
          w={220}
        />
        {canWrite && (
          <Button onClick={() => void linkSelected()} disabled={selected.size === 0} loading={isBusy}>
            {s.linkSelected}
          </Button>
        )}
      </Group>
      {summary && (
        <Alert color={summary.failed > 0 ? 'yellow' : 'teal'} role="status">
          <Text>{fmt(s.summary, { ok: summary.ok, failed: summary.failed })}</Text>
          {summary.errors.map((message) => (
            <Text key={message} size="sm">
              {message}
            </Text>
          ))}
        </Alert>
      )}
      <QueryState query={query}>
        {(data) => (
          <SuggestionsTable
            label={fmt(s.label, { type: integrationsScreenMessages.typeTitles[type] })}
            items={data.items}
            {...(canWrite ? { selection: { selected, onToggle: toggle, onToggleAll: toggleAll } } : {})}
          />
        )}
      </QueryState>
    </Stack>
  );
}
