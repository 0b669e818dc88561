import { messages, type PricingNegotiationView, fmt } from '@honora/contract';
import { brazilDate, formatDate } from '@honora/domain';
import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatShareText } from '../../shared/pricing/decimal-format';
import { priceInBrowser } from '../../shared/pricing/price-in-browser';
import { EventFields } from './event-fields';
import { PricedProcedures } from './priced-procedures';
import { ProcedurePicker } from '../../shared/pricing/procedure-picker';
import { ChosenProcedures } from './procedure-inputs';
import { codesOf, eventOf, initialPreview, type PreviewProcedure, type PreviewState } from './preview-model';
import { usePricingContext, type LoadedContext } from './use-pricing-preview';

const t = messages.screens.pricing;
const n = t.negotiation;

function NegotiationSummary({ negotiation }: { negotiation: PricingNegotiationView }) {
  const period = fmt(n.period, {
    start: negotiation.start ? formatDate(negotiation.start) : n.since,
    end: negotiation.end ? formatDate(negotiation.end) : n.open,
  });
  const table =
    negotiation.useCbhpm && negotiation.cbhpmName
      ? fmt(n.table, { edition: negotiation.cbhpmName, valuation: negotiation.valuationName ?? '—' })
      : n.customOnly;
  const terms = negotiation.terms;
  const parts = [`${negotiation.name} (${period})`, table];
  if (terms)
    parts.push(
      fmt(n.band, { percent: `${terms.proportion.startsWith('-') ? '' : '+'}${formatShareText(terms.proportion)}` }),
    );
  if (terms?.automaticProportion) parts.push(n.automatic);
  return (
    <Text size="sm" aria-label={n.label}>
      <strong>{n.label}:</strong> {parts.join(' · ')}
    </Text>
  );
}

/** The browser's pricing of the screen's event, with only the procedures whose context has arrived. */
function Results({ loaded, state }: { loaded: LoadedContext; state: PreviewState }) {
  const { view } = loaded;
  if (!view.negotiation)
    return <Alert color="yellow">{fmt(t.errors.noNegotiation, { date: formatDate(state.date) })}</Alert>;
  if (!view.canSeeValues) return <Alert color="gray">{t.errors.valuesHidden}</Alert>;
  if (state.procedures.length === 0) return <Text c="dimmed">{n.noProcedures}</Text>;
  const known = new Set(loaded.codes);
  const event = eventOf(state);
  const result = priceInBrowser(view, { ...event, procedures: event.procedures.filter((p) => known.has(p.code)) });
  if (!result) return null;
  return <PricedProcedures result={result} />;
}

let nextRow = 0;

/** /client/pricing: price procedures for an insurer and date, with the memória de cálculo (issue 5). */
export function PricingPreviewPage() {
  const [params] = useSearchParams();
  const [state, setState] = useState(() => initialPreview(params.get('insurerId'), brazilDate(new Date())));
  const patch = (p: Partial<PreviewState>) => setState((s) => ({ ...s, ...p }));
  const patchProcedure = (rowId: string, p: Partial<PreviewProcedure>) =>
    setState((s) => ({ ...s, procedures: s.procedures.map((row) => (row.rowId === rowId ? { ...row, ...p } : row)) }));
  const query = usePricingContext(state.insurerId, state.date, codesOf(state));
  const loaded = query.data;
  return (
    <Stack>
      <Title order={1}>{t.title}</Title>
      <Text c="dimmed">{t.hint}</Text>
      <Paper withBorder p="lg">
        <Stack>
          <EventFields state={state} onChange={patch} />
          {loaded?.view.negotiation && <NegotiationSummary negotiation={loaded.view.negotiation} />}
          <ProcedurePicker
            name="procedure"
            label={t.fields.procedure}
            placeholder={t.fields.procedurePlaceholder}
            view={loaded?.view}
            disabled={!loaded?.view.negotiation}
            onAdd={(option) =>
              setState((s) => ({
                ...s,
                procedures: [
                  ...s.procedures,
                  {
                    rowId: `linha-${++nextRow}`,
                    code: option.value,
                    label: option.label,
                    proportion: '1',
                    technique: 'KConventional',
                  },
                ],
              }))
            }
          />
          <ChosenProcedures
            procedures={state.procedures}
            onChange={patchProcedure}
            onRemove={(rowId) => setState((s) => ({ ...s, procedures: s.procedures.filter((p) => p.rowId !== rowId) }))}
          />
        </Stack>
      </Paper>
      {!state.insurerId && <Text c="dimmed">{n.pickInsurer}</Text>}
      {query.isError && (
        <Text c="red" role="alert">
          {query.error.message}
        </Text>
      )}
      {query.isFetching && !loaded && <Loader role="progressbar" aria-label={messages.ui.loading} />}
      {loaded && <Results loaded={loaded} state={state} />}
    </Stack>
  );
}
