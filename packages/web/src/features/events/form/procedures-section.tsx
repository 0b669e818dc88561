import { fmt, messages, type EventView } from '@honora/contract';
import { formatDate, type PricingResult } from '@honora/domain';
import { Alert, Group, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { formatMoneyText } from '../../../shared/pricing/decimal-format';
import { priceInBrowser } from '../../../shared/pricing/price-in-browser';
import { usePricingContext, type LoadedContext } from '../../../shared/pricing/use-pricing-context';
import { codesOf, newKey, pricingEventOf, type EventDraft, type ProcedureDraft } from './event-draft';
import type { SectionProps } from './form-types';
import { ProcedurePicker } from '../../../shared/pricing/procedure-picker';
import { ExtraValuesInputs } from './extra-values-inputs';
import { ProcedureRow, type RowPricing } from './procedure-row';
import { HiddenHeader } from '../../../shared/ui/hidden-header';
import { eventFormScreenMessages } from '@honora/contract/screen-texts/event-form';

const t = eventFormScreenMessages.procedures;
const pricing = messages.screens.pricing;

/** The browser's pricing of the draft, with only the procedures whose context has arrived. */
function priceDraft(loaded: LoadedContext | undefined, draft: EventDraft): PricingResult | null {
  if (!loaded?.view.negotiation || !loaded.view.canSeeValues) return null;
  const known = new Set(loaded.codes);
  const event = pricingEventOf(draft);
  return priceInBrowser(loaded.view, { ...event, procedures: event.procedures.filter((p) => known.has(p.code)) });
}

function rowPricing(
  row: ProcedureDraft,
  result: PricingResult | null,
  loaded: LoadedContext | undefined,
  canSeeValues: boolean,
): RowPricing {
  if (!canSeeValues) return { kind: 'hidden' };
  const priced = result?.procedures.find((p) => p.rowId === row.key);
  const problem = result?.problems.find((p) => p.rowId === row.key);
  const reason = problem ? fmt(pricing.problems[problem.kind], { code: problem.code }) : null;
  // A priced row may still have a problem (per-hour billing without the anesthesia times).
  if (priced) return { kind: 'priced', priced, problem: reason };
  if (reason) return { kind: 'notPriced', reason };
  if (loaded && !loaded.view.negotiation) return { kind: 'notPriced', reason: null };
  return { kind: 'pending' };
}

/** The field errors of one row (procedures.<i>.<field>), each once. */
function rowErrors(errors: SectionProps['errors'], index: number): string[] {
  const prefix = `procedures.${index}`;
  const found = Object.entries(errors)
    .filter(([path]) => path === prefix || path.startsWith(`${prefix}.`))
    .map(([, message]) => message);
  return [...new Set(found)];
}

interface Props extends SectionProps {
  event: EventView | null;
}

/**
 * Procedimentos: codes of the negotiation in force searched like the pricing preview, each row
 * priced in the browser on every change by the server's engine (billing.md §3 Procedure), with
 * its memória de cálculo; users who may not see values see the rows without money.
 */
export function ProceduresSection({ draft, patch, errors, isReadOnly, event }: Props) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const query = usePricingContext(draft.healthInsuranceId, draft.dtProcedure, codesOf(draft));
  const loaded = query.data;
  const view = loaded?.view;
  const canSeeValues = view ? view.canSeeValues : event ? event.values !== undefined : false;
  const result = useMemo(() => priceDraft(loaded, draft), [loaded, draft]);
  const columns = canSeeValues ? 8 : 6;

  const setRow = (key: string, change: Partial<ProcedureDraft>) =>
    patch({ procedures: draft.procedures.map((p) => (p.key === key ? { ...p, ...change } : p)) });
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const hint = !draft.healthInsuranceId ? t.pickInsurerFirst : undefined;
  return (
    <Stack gap="sm">
      {!isReadOnly && (
        <ProcedurePicker
          name="procedures"
          label={t.search}
          placeholder={t.searchPlaceholder}
          view={view}
          disabled={!view?.negotiation}
          description={hint}
          error={errors.procedures}
          onAdd={(option) =>
            patch({
              procedures: [
                ...draft.procedures,
                {
                  key: newKey('linha'),
                  rowId: null,
                  idProc: option.value,
                  label: option.label,
                  proportion: '1',
                  techniqueUsed: 'KConventional',
                  userCustom: false,
                  value: '',
                  skipAppeal: false,
                },
              ],
            })
          }
        />
      )}
      {loaded && !loaded.view.negotiation && (
        <Alert color="yellow">{fmt(t.noNegotiation, { date: formatDate(draft.dtProcedure) })}</Alert>
      )}
      {query.isError && (
        <Text c="red" role="alert">
          {query.error.message}
        </Text>
      )}
      {draft.procedures.length === 0 ? (
        <Text c="dimmed">{t.none}</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table aria-label={t.table} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t.name}</Table.Th>
                <Table.Th>{t.proportion}</Table.Th>
                <Table.Th>{t.technique}</Table.Th>
                {canSeeValues && <Table.Th>{t.userValue}</Table.Th>}
                <Table.Th>{t.skipAppeal}</Table.Th>
                {canSeeValues && <Table.Th ta="right">{t.value}</Table.Th>}
                <HiddenHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {draft.procedures.map((row, index) => (
                <ProcedureRow
                  key={row.key}
                  row={row}
                  index={index}
                  pricing={rowPricing(row, result, loaded, canSeeValues)}
                  canSeeValues={canSeeValues}
                  isReadOnly={isReadOnly}
                  isOpen={open.has(row.key)}
                  errors={rowErrors(errors, index)}
                  columns={columns}
                  onToggle={() => toggle(row.key)}
                  onChange={(change) => setRow(row.key, change)}
                  onRemove={() => patch({ procedures: draft.procedures.filter((p) => p.key !== row.key) })}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {canSeeValues && <ExtraValuesInputs draft={draft} patch={patch} errors={errors} isReadOnly={isReadOnly} />}
      {canSeeValues && (
        <Group gap="xl" justify="end">
          {result && <Text fw={700}>{`${t.total}: ${formatMoneyText(result.total)}`}</Text>}
          {event?.values && <Text c="dimmed">{`${t.savedTotal}: ${formatMoneyText(event.values.totalProduced)}`}</Text>}
        </Group>
      )}
      {canSeeValues && draft.procedures.length > 0 && (
        <Text size="xs" c="dimmed">
          {t.livePricingHint}
        </Text>
      )}
    </Stack>
  );
}
