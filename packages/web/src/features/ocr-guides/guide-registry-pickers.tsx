import { ocrMessages } from '@honora/contract/screen-texts/ocr';
import {
  anesthetistRoutes,
  healthInsurerRoutes,
  hospitalRoutes,
  messages,
  patientRoutes,
  type OcrGuide,
  type RouteDef,
} from '@honora/contract';
import type { CompanyModule } from '@honora/domain';
import { Checkbox, Fieldset, Select, SimpleGrid } from '@mantine/core';
import { useCan } from '../../shared/auth/use-can';
import type { FormErrors } from '../../shared/forms/form-errors';
import { useSyncedRegistry } from '../../shared/registry/use-synced-registry';
import type { RegistryChoices } from './ocr-logic';

const o = ocrMessages;
const noMatches = messages.screens.people.noMatches;

interface Named {
  id: string;
  name: string;
  active?: boolean;
  deletedAt: string | null;
  userTypes?: string[];
}

interface Option {
  value: string;
  label: string;
}

/** The registries the review picks from (platform.md §7 per-company caches, as the event form). */
const REGISTRIES = {
  healthInsurers: { route: healthInsurerRoutes.list, module: 'healthInsurances' },
  hospitals: { route: hospitalRoutes.list, module: 'hospitals' },
  anesthetists: { route: anesthetistRoutes.list, module: 'anesthetists' },
  patients: { route: patientRoutes.list, module: 'patients' },
} as const satisfies Record<string, { route: RouteDef; module: CompanyModule }>;
type Registry = keyof typeof REGISTRIES;

/** An anesthetists' picker lists anesthetists, not residents (as the event form's). */
const keeps = (registry: Registry, item: Named) =>
  registry !== 'anesthetists' || (item.userTypes ?? []).includes('KAnesthetist');

interface PickerProps {
  registry: Registry;
  label: string;
  value: string | null;
  /** The record the guide's fields matched: listed even when the cache does not hold it. */
  match: Option | null;
  onChange: (id: string | null) => void;
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
}

function PickerSelect({ options, ...props }: PickerProps & { options: Option[] }) {
  return (
    <Select
      name={props.registry}
      label={props.label}
      placeholder={o.choose}
      data={options}
      value={props.value}
      onChange={props.onChange}
      required={props.required ?? false}
      clearable={!props.required}
      allowDeselect={false}
      disabled={props.disabled ?? false}
      error={props.error}
      searchable
      nothingFoundMessage={noMatches}
    />
  );
}

function withMatch(options: Option[], match: Option | null): Option[] {
  return match && !options.some((option) => option.value === match.value) ? [match, ...options] : options;
}

/** The registry's active records (the chosen one stays listed), from the per-company cache. */
function SyncedPicker(props: PickerProps) {
  const { items } = useSyncedRegistry<Named>(props.registry, REGISTRIES[props.registry].route);
  const options = items
    .filter((item) => item.id === props.value || (item.active !== false && keeps(props.registry, item)))
    .map((item) => ({ value: item.id, label: item.name }));
  return <PickerSelect {...props} options={withMatch(options, props.match)} />;
}

/** A registry the user may not list: only the record the guide matched is offered. */
function RegistryPicker(props: PickerProps) {
  const can = useCan();
  if (can(REGISTRIES[props.registry].module, 'list')) return <SyncedPicker {...props} />;
  return <PickerSelect {...props} options={props.match ? [props.match] : []} />;
}

const optionOf = (record: { id: string; name: string } | null): Option | null =>
  record && { value: record.id, label: record.name };

interface Props {
  matches: OcrGuide['matches'];
  choices: RegistryChoices;
  errors: FormErrors;
  onPick: (change: Partial<RegistryChoices>) => void;
}

/**
 * The event's registries (the insurer required): prefilled with the records the guide's fields
 * matched; without a patient, the patient may be registered by the name read.
 */
export function GuideRegistryPickers({ matches, choices, errors, onPick }: Props) {
  return (
    <Fieldset legend={o.registriesLegend}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <RegistryPicker
          registry="healthInsurers"
          label={o.insurer}
          value={choices.healthInsuranceId}
          match={optionOf(matches.healthInsurance)}
          onChange={(healthInsuranceId) => onPick({ healthInsuranceId })}
          error={errors.healthInsuranceId}
          required
        />
        <RegistryPicker
          registry="hospitals"
          label={o.hospital}
          value={choices.hospitalId}
          match={optionOf(matches.hospital)}
          onChange={(hospitalId) => onPick({ hospitalId })}
          error={errors.hospitalId}
        />
        <RegistryPicker
          registry="anesthetists"
          label={o.anesthetist}
          value={choices.anesthetistId}
          match={optionOf(matches.anesthetist)}
          onChange={(anesthetistId) => onPick({ anesthetistId })}
          error={errors.anesthetistId}
        />
        <RegistryPicker
          registry="patients"
          label={o.patient}
          value={choices.createPatient ? null : choices.patientId}
          match={optionOf(matches.patient)}
          onChange={(patientId) => onPick({ patientId, createPatient: false })}
          error={errors.patientId}
          disabled={choices.createPatient}
        />
      </SimpleGrid>
      <Checkbox
        mt="sm"
        name="createPatient"
        label={o.newPatient}
        checked={choices.createPatient}
        onChange={(event) => onPick({ createPatient: event.currentTarget.checked })}
      />
    </Fieldset>
  );
}
