import {
  accommodations,
  messages,
  patientBodySchema,
  patientGenders,
  patientRoutes,
  type Patient,
} from '@honora/contract';
import {
  cpfRule,
  digitsOnlyRule,
  emailRule,
  formatCpf,
  maxLengthRule,
  minLengthRule,
  requiredRule,
} from '@honora/domain';
import { Button, Grid, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { useFormState, type FieldRules } from '../../shared/forms/use-form-state';
import { toast, toastError } from '../../shared/notify/toast';
import {
  AddressFieldset,
  addressFormValues,
  addressFromForm,
  type AddressFormValues,
} from '../../shared/registry/address-fieldset';
import { PatientPhotoField, type PickedPhoto } from './patient-photo-field';
import { useCpfCheck, type CpfCheckState } from './use-cpf-check';
import { useInsurerOptions, usePatientPhoto } from './use-patients';
import { digitsOnly, maskCpf } from '../../shared/forms/masks';
import { DateInput } from '../../shared/forms/date-input';

const t = messages.screens.patients;
/** DDD and number (billing.md §3 patient phone: 10 or 11 digits). */
const PHONE_DIGITS = 11;
const registry = messages.screens.registry;

type PatientFormValues = {
  name: string;
  cpf: string;
  gender: string;
  momName: string;
  birthDate: string;
  email: string;
  phone: string;
  healthInsuranceId: string;
  healthInsuranceWallet: string;
  accommodation: string;
} & AddressFormValues;

const rules: FieldRules<PatientFormValues> = {
  name: [requiredRule, minLengthRule(3)],
  cpf: [cpfRule],
  email: [emailRule],
  phone: [digitsOnlyRule],
  healthInsuranceWallet: [maxLengthRule(20)],
};

function initialValues(patient: Patient | null): PatientFormValues {
  return {
    name: patient?.name ?? '',
    cpf: patient?.cpf ? formatCpf(patient.cpf) : '',
    gender: patient?.gender ?? '',
    momName: patient?.momName ?? '',
    birthDate: patient?.birthDate ?? '',
    email: patient?.email ?? '',
    phone: patient?.phone ?? '',
    healthInsuranceId: patient?.healthInsuranceId ?? '',
    healthInsuranceWallet: patient?.healthInsuranceWallet ?? '',
    accommodation: patient?.accommodation ?? 'NURSERY',
    ...addressFormValues(patient?.address),
  };
}

/** What the CPF check shows: an error under the field, or a hint. */
function cpfFeedback(state: CpfCheckState): { error?: string; hint?: ReactNode } {
  switch (state) {
    case 'invalid':
      return { error: messages.validation.cpf };
    case 'exists':
      return { error: t.cpfCheck.exists };
    case 'ok':
      return {
        hint: (
          <Text span size="xs" c="teal" role="status">
            {t.cpfCheck.ok}
          </Text>
        ),
      };
    case 'error':
      return {
        hint: (
          <Text span size="xs" c="dimmed" role="status">
            {t.cpfCheck.error}
          </Text>
        ),
      };
    case 'checking':
      return {
        hint: (
          <Text span size="xs" c="dimmed">
            {t.cpfCheck.checking}
          </Text>
        ),
      };
    default:
      return {};
  }
}

interface Props {
  /** The patient being edited; null to create one. */
  patient: Patient | null;
  isReadOnly: boolean;
  /** After a save (and the photo upload of a new patient): the saved patient. */
  onSaved: (patient: Patient) => Promise<void> | void;
}

/** Create or edit a patient: every field of billing.md §3, the CPF checked as typed, the photo and the address. */
export function PatientForm({ patient, isReadOnly, onSaved }: Props) {
  const form = useFormState<PatientFormValues>(initialValues(patient), rules);
  const [isActive, setIsActive] = useState(patient?.active ?? true);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [pickedPhoto, setPickedPhoto] = useState<PickedPhoto | null>(null);
  const [isPhotoBusy, setIsPhotoBusy] = useState(false);
  const [photoError, setPhotoError] = useState<string | undefined>(undefined);
  const insurerOptions = useInsurerOptions(patient?.healthInsuranceId);
  const savedPhoto = usePatientPhoto(patient?.id ?? '', patient?.hasPhoto ?? false, patient?.updatedAt ?? null);
  const cpfState = useCpfCheck(form.values.cpf, patient?.id ?? null);
  const cpf = cpfFeedback(cpfState);

  // The insurer of the record stays in the picker even before the synced cache has it.
  const insurers =
    patient?.healthInsuranceId && !insurerOptions.some((o) => o.value === patient.healthInsuranceId)
      ? [{ value: patient.healthInsuranceId, label: patient.healthInsuranceName ?? '' }, ...insurerOptions]
      : insurerOptions;

  async function uploadPhoto(id: string, photo: PickedPhoto): Promise<Patient | null> {
    setIsPhotoBusy(true);
    setPhotoError(undefined);
    try {
      const saved = await call(patientRoutes.putPhoto, {
        params: { id },
        body: { contentBase64: photo.contentBase64 },
      });
      setPickedPhoto(null);
      toast.success(t.fields.photoSaved);
      return saved;
    } catch (error) {
      const field = toApiError(error).fields[0];
      if (field) setPhotoError(field.message);
      else toastError(error);
      return null;
    } finally {
      setIsPhotoBusy(false);
    }
  }

  async function pickPhoto(photo: PickedPhoto) {
    setPickedPhoto(photo);
    if (!patient) return; // a new patient's photo goes up right after the first save
    const saved = await uploadPhoto(patient.id, photo);
    if (saved) await onSaved(saved);
  }

  async function removePhoto() {
    if (!patient) {
      setPickedPhoto(null);
      return;
    }
    setIsPhotoBusy(true);
    try {
      const saved = await call(patientRoutes.removePhoto, { params: { id: patient.id } });
      setPickedPhoto(null);
      toast.success(t.fields.photoRemoved);
      await onSaved(saved);
    } catch (error) {
      toastError(error);
    } finally {
      setIsPhotoBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isReadOnly) return;
    const { values } = form;
    const body = form.validate(
      patientBodySchema,
      {
        active: isActive,
        name: values.name,
        cpf: values.cpf || null,
        gender: values.gender || null,
        momName: values.momName,
        birthDate: values.birthDate || null,
        email: values.email,
        phone: values.phone,
        healthInsuranceId: values.healthInsuranceId || null,
        healthInsuranceWallet: values.healthInsuranceWallet,
        accommodation: values.accommodation,
        address: addressFromForm(values),
      },
      cpf.error ? { cpf: cpf.error } : {},
    );
    if (!body) return;
    setIsSubmitting(true);
    try {
      let saved = patient
        ? await call(patientRoutes.update, { params: { id: patient.id }, body })
        : await call(patientRoutes.create, { body });
      toast.success(registry.record.saved);
      if (!patient && pickedPhoto) saved = (await uploadPhoto(saved.id, pickedPhoto)) ?? saved;
      await onSaved(saved);
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsSubmitting(false);
    }
  }

  const select = (name: 'gender' | 'accommodation' | 'healthInsuranceId') => ({
    name,
    value: form.values[name] || null,
    error: form.errors[name],
    onChange: (value: string | null) => form.setValue(name, value ?? ''),
    readOnly: isReadOnly,
  });

  return (
    <form
      ref={form.formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={patient ? patient.name : t.newTitle}
    >
      <Stack>
        <PatientPhotoField
          name={form.values.name || t.newTitle}
          previewUrl={pickedPhoto?.dataUrl ?? savedPhoto.data ?? null}
          canRemove={pickedPhoto !== null || (patient?.hasPhoto ?? false)}
          isReadOnly={isReadOnly}
          isBusy={isPhotoBusy}
          hint={!patient && pickedPhoto ? t.fields.photoAfterSave : undefined}
          error={photoError}
          onPick={(photo) => void pickPhoto(photo)}
          onRemove={() => void removePhoto()}
        />
        <Grid>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <TextInput {...form.field('name')} label={t.fields.name} required readOnly={isReadOnly} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TextInput
              {...form.field('cpf')}
              label={t.fields.cpf}
              placeholder="000.000.000-00"
              inputMode="numeric"
              maxLength={14}
              readOnly={isReadOnly}
              error={form.errors.cpf ?? cpf.error}
              description={cpf.hint}
              onChange={(event) => form.setValue('cpf', maskCpf(event.currentTarget.value))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <DateInput
              name="birthDate"
              value={form.values.birthDate}
              error={form.errors.birthDate}
              onChange={(value) => form.setValue('birthDate', value)}
              label={t.fields.birthDate}
              readOnly={isReadOnly}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Select
              {...select('gender')}
              label={t.fields.gender}
              clearable
              data={patientGenders.map((gender) => ({ value: gender, label: t.genders[gender] }))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TextInput {...form.field('momName')} label={t.fields.momName} readOnly={isReadOnly} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput {...form.field('email')} type="email" label={t.fields.email} readOnly={isReadOnly} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput
              {...form.field('phone')}
              label={t.fields.phone}
              description={t.fields.phoneHint}
              inputMode="numeric"
              readOnly={isReadOnly}
              onChange={(event) => form.setValue('phone', digitsOnly(event.currentTarget.value, PHONE_DIGITS))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Select
              {...select('healthInsuranceId')}
              label={t.fields.healthInsurance}
              placeholder={t.fields.healthInsurancePlaceholder}
              searchable
              clearable
              data={insurers}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TextInput {...form.field('healthInsuranceWallet')} label={t.fields.wallet} readOnly={isReadOnly} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Select
              {...select('accommodation')}
              label={t.fields.accommodation}
              allowDeselect={false}
              data={accommodations.map((value) => ({ value, label: registry.accommodations[value] }))}
            />
          </Grid.Col>
        </Grid>
        <AddressFieldset
          field={(name) => form.field(name)}
          values={form.values}
          setValue={(name, value) => form.setValue(name, value)}
          disabled={isReadOnly}
        />
        <Switch
          label={t.fields.active}
          checked={isActive}
          disabled={isReadOnly}
          onChange={(event) => setIsActive(event.currentTarget.checked)}
        />
        {!isReadOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              {registry.record.save}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
