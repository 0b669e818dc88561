import { messages, TECHNIQUE_VALUES, fmt } from '@honora/contract';
import type { PricedProcedure, Technique } from '@honora/domain';
import { ActionIcon, Button, Checkbox, Group, Select, Switch, Table, Text, TextInput } from '@mantine/core';
import { Fragment } from 'react';
import { formatMoneyText } from '../../../shared/pricing/decimal-format';
import { PricingSteps } from '../../../shared/pricing/pricing-steps';
import { TeamSplit } from '../../../shared/pricing/team-split';
import { ProportionControl } from '../../../shared/pricing/proportion-control';
import type { ProcedureDraft } from './event-draft';
import { eventFormScreenMessages } from '@honora/contract/screen-texts/event-form';

const t = eventFormScreenMessages.procedures;
const pricing = messages.screens.pricing;

const techniqueOptions = TECHNIQUE_VALUES.map((value) => ({ value, label: pricing.techniques[value] }));

/** What the browser's pricing says about one row. */
export type RowPricing =
  | { kind: 'priced'; priced: PricedProcedure; problem?: string | null }
  | { kind: 'pending' }
  | { kind: 'notPriced'; reason: string | null }
  | { kind: 'hidden' };

interface Props {
  row: ProcedureDraft;
  index: number;
  pricing: RowPricing;
  canSeeValues: boolean;
  isReadOnly: boolean;
  isOpen: boolean;
  errors: readonly string[];
  columns: number;
  onToggle: () => void;
  onChange: (patch: Partial<ProcedureDraft>) => void;
  onRemove: () => void;
}

function ValueCell({ state }: { state: RowPricing }) {
  if (state.kind === 'priced') return <Text fw={600}>{formatMoneyText(state.priced.value)}</Text>;
  if (state.kind === 'pending') return <Text c="dimmed">{t.pricing}</Text>;
  if (state.kind === 'notPriced') return <Text c="yellow.7">{t.notPriced}</Text>;
  return null;
}

/** One procedure of the event: proportion, technique, the user's value, its live price and memória de cálculo. */
export function ProcedureRow(props: Props) {
  const { row, pricing: state, canSeeValues, isReadOnly } = props;
  const code = row.idProc;
  const name = state.kind === 'priced' ? `${code} — ${state.priced.name}` : row.label;
  return (
    <Fragment>
      <Table.Tr>
        <Table.Td>{props.index + 1}</Table.Td>
        <Table.Td>
          <Text size="sm">{name}</Text>
          {state.kind === 'notPriced' && state.reason && (
            <Text size="xs" c="yellow.7">
              {state.reason}
            </Text>
          )}
          {state.kind === 'priced' && state.problem && (
            <Text size="xs" c="yellow.7" role="alert">
              {state.problem}
            </Text>
          )}
          {props.errors.map((message) => (
            <Text key={message} size="xs" c="red" role="alert">
              {message}
            </Text>
          ))}
        </Table.Td>
        <Table.Td>
          <ProportionControl
            label={fmt(t.proportionOf, { code })}
            chosen={row.proportion}
            priced={state.kind === 'priced' ? state.priced : null}
            isReadOnly={isReadOnly}
            onChange={(proportion) => props.onChange({ proportion })}
          />
        </Table.Td>
        <Table.Td>
          <Select
            aria-label={fmt(t.techniqueOf, { code })}
            size="xs"
            w={130}
            allowDeselect={false}
            readOnly={isReadOnly}
            data={techniqueOptions}
            value={row.techniqueUsed}
            onChange={(value) => value && props.onChange({ techniqueUsed: value as Technique })}
          />
        </Table.Td>
        {canSeeValues && (
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              <Switch
                size="xs"
                aria-label={fmt(t.userValueSwitch, { code })}
                checked={row.userCustom}
                disabled={isReadOnly}
                onChange={(e) => props.onChange({ userCustom: e.currentTarget.checked })}
              />
              {row.userCustom && (
                <TextInput
                  size="xs"
                  w={110}
                  aria-label={fmt(t.userValueInput, { code })}
                  inputMode="decimal"
                  readOnly={isReadOnly}
                  value={row.value}
                  onChange={(e) => props.onChange({ value: e.currentTarget.value })}
                />
              )}
            </Group>
          </Table.Td>
        )}
        <Table.Td>
          <Checkbox
            aria-label={fmt(t.skipAppealOf, { code })}
            checked={row.skipAppeal}
            disabled={isReadOnly}
            onChange={(e) => props.onChange({ skipAppeal: e.currentTarget.checked })}
          />
        </Table.Td>
        {canSeeValues && (
          <Table.Td ta="right">
            <ValueCell state={state} />
          </Table.Td>
        )}
        <Table.Td>
          <Group gap={4} wrap="nowrap">
            {state.kind === 'priced' && state.priced.steps.length > 0 && (
              <Button
                size="compact-xs"
                variant="subtle"
                aria-expanded={props.isOpen}
                aria-label={fmt(pricing.showSteps, { code })}
                onClick={props.onToggle}
              >
                {pricing.stepsTitle}
              </Button>
            )}
            {!isReadOnly && (
              <ActionIcon variant="subtle" color="red" aria-label={fmt(t.remove, { code })} onClick={props.onRemove}>
                ×
              </ActionIcon>
            )}
          </Group>
        </Table.Td>
      </Table.Tr>
      {props.isOpen && state.kind === 'priced' && (
        <Table.Tr>
          <Table.Td colSpan={props.columns}>
            <Group align="start" gap="xl">
              <PricingSteps steps={state.priced.steps} label={fmt(pricing.showSteps, { code })} />
              <TeamSplit priced={state.priced} />
            </Group>
          </Table.Td>
        </Table.Tr>
      )}
    </Fragment>
  );
}
