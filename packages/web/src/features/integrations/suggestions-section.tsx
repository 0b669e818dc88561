import { fmt, type AxregSuggestion, type AxregType } from '@honora/contract';
import { integrationsScreenMessages } from '@honora/contract/screen-texts/integrations';
import { Button, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { toast, toastError } from '../../shared/notify/toast';
import { axregActions } from './axreg-actions';
import { suggestionKey, SuggestionsTable } from './suggestions-table';
import { useCompanyId, useSuggestions } from './use-integrations';
import { QueryState } from '../../shared/ui/query-state';

const t = integrationsScreenMessages.suggestions;

interface Props {
  type: AxregType;
  canWrite: boolean;
  onChanged: () => void;
}

/** The suggested matches of one type, each with "Vincular" (POST /axreg/tofrom). */
export function SuggestionsSection({ type, canWrite, onChanged }: Props) {
  const companyId = useCompanyId();
  const query = useSuggestions(type);
  const [busyKey, setBusyKey] = useState<string | null>(null);

  async function link(s: AxregSuggestion) {
    setBusyKey(suggestionKey(s));
    try {
      await axregActions.map(companyId, type, s.axregId, s.productId);
      toast.success(integrationsScreenMessages.link.linked);
      onChanged();
    } catch (error) {
      toastError(error);
    } finally {
      setBusyKey(null);
    }
  }

  const action = (s: AxregSuggestion) => (
    <Button
      size="xs"
      loading={busyKey === suggestionKey(s)}
      onClick={() => void link(s)}
      aria-label={fmt(t.linkLabel, { product: s.productName, registry: s.axregName })}
    >
      {t.link}
    </Button>
  );
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2}>{t.title}</Title>
        <QueryState query={query}>
          {(data) => (
            <SuggestionsTable
              label={fmt(t.label, { type: integrationsScreenMessages.typeTitles[type] })}
              items={data.items}
              {...(canWrite ? { action } : {})}
            />
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
