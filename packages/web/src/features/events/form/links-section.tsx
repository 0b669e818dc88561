import { type EventView } from '@honora/contract';
import { Grid, Select, TextInput } from '@mantine/core';
import type { EventDraft } from './event-draft';
import type { SectionProps } from './form-types';
import { patientFill, type ChosenFields } from './record-fill';
import { optionsOf, type EventRegistries, type PickerOption } from './use-event';
import { eventFormScreenMessages } from '@honora/contract/screen-texts/event-form';

const f = eventFormScreenMessages.fields;

type Link =
  | 'healthInsuranceId'
  | 'hospitalId'
  | 'patientId'
  | 'surgeonId'
  | 'anesthetistId'
  | 'secondaryAnesthetistId'
  | 'thirdAnesthetistId'
  | 'residentId';

const LABEL_OF: Record<Link, string> = {
  healthInsuranceId: f.healthInsurance,
  hospitalId: f.hospital,
  patientId: f.patient,
  surgeonId: f.surgeon,
  anesthetistId: f.anesthetist,
  secondaryAnesthetistId: f.secondaryAnesthetist,
  thirdAnesthetistId: f.thirdAnesthetist,
  residentId: f.resident,
};

interface Props extends SectionProps {
  /** The fields the user chose: a record never overwrites them. */
  chosen: ChosenFields;
  /** Applies what a record filled, without making it the user's choice. */
  fill: (change: Partial<EventDraft>) => void;
  registries: EventRegistries;
  names: EventView['names'] | null;
  /** The company hides this event's surgeon from the user (EventView.surgeonHidden): no surgeon picker. */
  surgeonHidden: boolean;
}

/**
 * Vínculos: insurer and wallet, hospital, patient, surgeon, the three anesthetists and the
 * resident — pickers over the per-company registry caches. Choosing a patient fills the
 * insurer, wallet and accommodation of the patient's record into the fields the user has not
 * chosen (record-fill.ts); a choice the user made is never overwritten.
 */
export function LinksSection(props: Props) {
  const { draft, patch, chosen, fill, errors, isReadOnly, registries, names, surgeonHidden } = props;
  const r = registries;
  const isResident = (a: { userTypes: string[] }) => a.userTypes.includes('KResident');
  const isAnesthetist = (a: { userTypes: string[] }) => a.userTypes.includes('KAnesthetist');
  const options: Record<Link, PickerOption[]> = {
    healthInsuranceId: optionsOf(r.insurers.items, draft.healthInsuranceId, names?.healthInsurance),
    hospitalId: optionsOf(r.hospitals.items, draft.hospitalId, names?.hospital),
    patientId: optionsOf(r.patients.items, draft.patientId, names?.patient),
    surgeonId: optionsOf(r.surgeons.items, draft.surgeonId, names?.surgeon),
    anesthetistId: optionsOf(r.anesthetists.items, draft.anesthetistId, names?.anesthetist, isAnesthetist),
    secondaryAnesthetistId: optionsOf(
      r.anesthetists.items,
      draft.secondaryAnesthetistId,
      names?.secondaryAnesthetist,
      isAnesthetist,
    ),
    thirdAnesthetistId: optionsOf(
      r.anesthetists.items,
      draft.thirdAnesthetistId,
      names?.thirdAnesthetist,
      isAnesthetist,
    ),
    residentId: optionsOf(r.anesthetists.items, draft.residentId, names?.resident, isResident),
  };

  function pickPatient(patientId: string | null) {
    patch({ patientId });
    const patient = patientId ? r.patients.byId.get(patientId) : undefined;
    if (patient) fill(patientFill(draft, chosen, patient));
  }

  const picker = (name: Link, required = false) => (
    <Select
      name={name}
      label={LABEL_OF[name]}
      placeholder={name === 'healthInsuranceId' ? f.healthInsurancePlaceholder : f.pick}
      searchable
      clearable={!required}
      required={required}
      readOnly={isReadOnly}
      data={options[name]}
      value={draft[name]}
      error={errors[name]}
      nothingFoundMessage={f.noMatches}
      onChange={(id) => (name === 'patientId' ? pickPatient(id) : patch({ [name]: id }))}
    />
  );

  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 6 }}>{picker('patientId')}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>{picker('hospitalId')}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>{picker('healthInsuranceId', true)}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <TextInput
          name="healthInsuranceWallet"
          label={f.wallet}
          maxLength={20}
          readOnly={isReadOnly}
          value={draft.healthInsuranceWallet}
          error={errors.healthInsuranceWallet}
          onChange={(e) => patch({ healthInsuranceWallet: e.currentTarget.value })}
        />
      </Grid.Col>
      {!surgeonHidden && <Grid.Col span={{ base: 12, md: 6 }}>{picker('surgeonId')}</Grid.Col>}
      <Grid.Col span={{ base: 12, md: 6 }}>{picker('anesthetistId')}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>{picker('secondaryAnesthetistId')}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>{picker('thirdAnesthetistId')}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>{picker('residentId')}</Grid.Col>
    </Grid>
  );
}
