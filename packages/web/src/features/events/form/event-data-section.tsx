import {
  accommodations,
  EVENT_LIMITS,
  eventTypes,
  messages,
  type Accommodation,
  type EventType,
} from '@honora/contract';
import { Grid, Select, Switch, TextInput } from '@mantine/core';
import type { EventDraft } from './event-draft';
import type { SectionProps } from './form-types';
import type { PickerOption } from './use-event';
import { DateInput, TimeInput } from '../../../shared/forms/date-input';
import { eventFormScreenMessages } from '@honora/contract/screen-texts/event-form';

const f = eventFormScreenMessages.fields;
const registry = messages.screens.registry;

type TimeField = 'procedureStart' | 'procedureEnd' | 'anesthesiaStart' | 'anesthesiaEnd';
const TIME_FIELDS: readonly TimeField[] = ['procedureStart', 'procedureEnd', 'anesthesiaStart', 'anesthesiaEnd'];
type FlagField = 'isEmergency' | 'urgent' | 'isFollowUp' | 'shouldBeFollowUp';
const FLAG_FIELDS: readonly FlagField[] = ['isEmergency', 'urgent', 'isFollowUp', 'shouldBeFollowUp'];

interface Props extends SectionProps {
  /** The companies the event may be registered in; the picker shows only when there are several (new events). */
  companies: readonly PickerOption[] | null;
}

/** Dados do evento: type, company, dates and times, emergency and urgency, accommodation, guide number, follow-up. */
export function EventDataSection({ draft, patch, errors, isReadOnly, companies }: Props) {
  const text = (name: keyof EventDraft & string) => ({
    name,
    error: errors[name],
    readOnly: isReadOnly,
  });
  return (
    <Grid>
      {companies && companies.length > 1 && (
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Select
            name="companyId"
            label={f.company}
            description={f.companyHint}
            allowDeselect={false}
            data={companies}
            value={draft.companyId}
            error={errors.companyId}
            onChange={(companyId) => companyId && patch({ companyId })}
          />
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 6, md: 3 }}>
        <Select
          name="type"
          label={f.type}
          allowDeselect={false}
          readOnly={isReadOnly}
          data={eventTypes.map((value) => ({ value, label: messages.screens.events.types[value] }))}
          value={draft.type}
          error={errors.type}
          onChange={(type) => type && patch({ type: type as EventType })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <TextInput
          {...text('numGuide')}
          label={f.numGuide}
          maxLength={EVENT_LIMITS.numGuide}
          value={draft.numGuide}
          onChange={(e) => patch({ numGuide: e.currentTarget.value })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <DateInput
          {...text('dtProcedure')}
          label={f.dtProcedure}
          required
          value={draft.dtProcedure}
          onChange={(dtProcedure) => patch({ dtProcedure })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <DateInput
          {...text('dtRecourse')}
          label={f.dtRecourse}
          value={draft.dtRecourse}
          onChange={(dtRecourse) => patch({ dtRecourse })}
        />
      </Grid.Col>
      {TIME_FIELDS.map((name) => (
        <Grid.Col key={name} span={{ base: 6, md: 3 }}>
          <TimeInput
            {...text(name)}
            label={f[name]}
            description={name.endsWith('End') ? f.timesHint : undefined}
            value={draft[name]}
            onChange={(value) => patch({ [name]: value })}
          />
        </Grid.Col>
      ))}
      <Grid.Col span={{ base: 6, md: 3 }}>
        <Select
          name="accommodation"
          label={f.accommodation}
          allowDeselect={false}
          readOnly={isReadOnly}
          data={accommodations.map((value) => ({ value, label: registry.accommodations[value] }))}
          value={draft.accommodation}
          error={errors.accommodation}
          onChange={(accommodation) => accommodation && patch({ accommodation: accommodation as Accommodation })}
        />
      </Grid.Col>
      {FLAG_FIELDS.map((name) => (
        <Grid.Col key={name} span={{ base: 6, md: 3 }}>
          <Switch
            mt={{ base: 0, md: 30 }}
            name={name}
            label={f[name]}
            checked={draft[name]}
            disabled={isReadOnly}
            error={errors[name]}
            onChange={(e) => patch({ [name]: e.currentTarget.checked })}
          />
        </Grid.Col>
      ))}
    </Grid>
  );
}
