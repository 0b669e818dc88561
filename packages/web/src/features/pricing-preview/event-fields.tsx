import { accommodations, eventTypes, messages, type Accommodation, type EventType } from '@honora/contract';
import { Grid, NumberInput, Select, Switch } from '@mantine/core';
import {
  MAX_ANESTHETISTS,
  MAX_ASSISTANT_SURGEONS,
  MAX_ASSISTANTS,
  MAX_SURGEONS,
  type PreviewState,
} from './preview-model';
import { useInsurerOptions } from './use-pricing-preview';
import { DateInput, TimeInput } from '../../shared/forms/date-input';
import { isDateValue } from '../../shared/forms/date-text';

const t = messages.screens.pricing.fields;
const registry = messages.screens.registry;

interface Props {
  state: PreviewState;
  onChange: (patch: Partial<PreviewState>) => void;
}

/** How many of each team member the preview prices (the first anesthetist is always there). */
const TEAM_COUNTS = [
  { key: 'anesthetists', min: 1, max: MAX_ANESTHETISTS },
  { key: 'assistants', min: 0, max: MAX_ASSISTANTS },
  { key: 'surgeons', min: 0, max: MAX_SURGEONS },
  { key: 'assistantSurgeons', min: 0, max: MAX_ASSISTANT_SURGEONS },
] as const;

const count = (value: string | number, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.trunc(Number(value) || min)));

/** The insurer, the date and what of the event changes the price (type, accommodation, emergency, times, team). */
export function EventFields({ state, onChange }: Props) {
  const insurers = useInsurerOptions();
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Select
          name="insurerId"
          label={t.insurer}
          placeholder={t.insurerPlaceholder}
          searchable
          data={insurers}
          value={state.insurerId}
          onChange={(insurerId) => onChange({ insurerId })}
          nothingFoundMessage={messages.screens.people.noMatches}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <DateInput
          name="date"
          label={t.date}
          value={state.date}
          onChange={(date) => date && isDateValue(date) && onChange({ date })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <Select
          name="type"
          label={t.type}
          allowDeselect={false}
          data={eventTypes.map((value) => ({ value, label: registry.eventTypes[value] }))}
          value={state.type}
          onChange={(type) => type && onChange({ type: type as EventType })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <Select
          name="accommodation"
          label={t.accommodation}
          allowDeselect={false}
          data={accommodations.map((value) => ({ value, label: registry.accommodations[value] }))}
          value={state.accommodation}
          onChange={(accommodation) => accommodation && onChange({ accommodation: accommodation as Accommodation })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <Switch
          mt={{ base: 0, md: 30 }}
          name="isEmergency"
          label={t.emergency}
          checked={state.isEmergency}
          onChange={(e) => onChange({ isEmergency: e.currentTarget.checked })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <TimeInput
          name="anesthesiaStart"
          label={t.anesthesiaStart}
          value={state.anesthesiaStart}
          onChange={(anesthesiaStart) => onChange({ anesthesiaStart })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <TimeInput
          name="anesthesiaEnd"
          label={t.anesthesiaEnd}
          value={state.anesthesiaEnd}
          onChange={(anesthesiaEnd) => onChange({ anesthesiaEnd })}
        />
      </Grid.Col>
      {TEAM_COUNTS.map(({ key, min, max }) => (
        <Grid.Col key={key} span={{ base: 6, md: 2 }}>
          <NumberInput
            name={key}
            label={t[key]}
            min={min}
            max={max}
            allowDecimal={false}
            value={state[key]}
            onChange={(value) => onChange({ [key]: count(value, min, max) })}
          />
        </Grid.Col>
      ))}
    </Grid>
  );
}
