import { hospitalBodySchema, hospitalRoutes, messages, type Hospital } from '@honora/contract';
import { cnpjRule, formatCnpj, formatDateTime, requiredRule, type Rule } from '@honora/domain';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { useCan } from '../../shared/auth/use-can';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast, toastError } from '../../shared/notify/toast';
import {
  AddressFieldset,
  addressFormValues,
  addressFromForm,
  type AddressFormValues,
} from '../../shared/registry/address-fieldset';
import { useRefreshSyncedRegistry } from '../../shared/registry/use-synced-registry';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { maskCnpj } from '../../shared/forms/masks';

const t = messages.screens.hospitals;
const r = messages.screens.registry.record;

type Values = { name: string; cnpj: string; cnes: string; active: string } & AddressFormValues;

/** CNES: 7 digits ('CNES inválido'), as the server checks it. */
const cnesRule: Rule = (value) =>
  typeof value !== 'string' || value.trim() === '' || /^\d{7}$/.test(value.trim()) ? true : messages.validation.cns;

const rules = { name: [requiredRule], cnpj: [cnpjRule], cnes: [cnesRule] };

function valuesOf(hospital: Hospital | null): Values {
  return {
    name: hospital?.name ?? '',
    cnpj: hospital?.cnpj ? formatCnpj(hospital.cnpj) : '',
    cnes: hospital?.cnes ?? '',
    active: String(hospital?.active ?? true),
    ...addressFormValues(hospital?.address),
  };
}

interface Props {
  hospital: Hospital | null;
  onSaved: (id: string) => void;
}

/**
 * A hospital's data: name, CNPJ (field rules on change: 'O campo é muito curto' under 18
 * characters, then 'CNPJ inválido'; masked as typed or pasted), CNES, address with the IBGE city, active.
 * Read only without the write action, for another company's record, or while deleted.
 */
export function HospitalForm({ hospital, onSaved }: Props) {
  const session = useSession();
  const can = useCan();
  const queryClient = useQueryClient();
  const refreshCache = useRefreshSyncedRegistry('hospitals');
  const form = useFormState<Values>(valuesOf(hospital), rules);
  const [isSaving, setIsSaving] = useState(false);
  const [isAsking, setIsAsking] = useState(false);
  const isOtherCompany =
    hospital !== null && hospital.companyId !== session?.company?.id && !session?.company?.isMatriz;
  const isDeleted = hospital?.deletedAt != null;
  const isReadOnly = !can('hospitals', 'write') || isOtherCompany || isDeleted;

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['hospitals'] });
    await refreshCache();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(hospitalBodySchema, {
      name: form.values.name,
      cnpj: form.values.cnpj,
      cnes: form.values.cnes,
      address: addressFromForm(form.values),
      active: form.values.active === 'true',
    });
    if (!body) return;
    setIsSaving(true);
    try {
      const saved = hospital
        ? await call(hospitalRoutes.update, { params: { id: hospital.id }, body })
        : await call(hospitalRoutes.create, { body });
      toast.success(r.saved);
      await refresh();
      onSaved(saved.id);
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsSaving(false);
    }
  }

  async function setDeleted(deleted: boolean) {
    if (!hospital) return;
    try {
      await call(deleted ? hospitalRoutes.remove : hospitalRoutes.restore, { params: { id: hospital.id } });
      toast.success(deleted ? r.removed : r.restored);
      await refresh();
    } catch (error) {
      toastError(error);
    }
  }

  const canRemove = hospital !== null && can('hospitals', 'rm') && !isOtherCompany;
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Group gap="xs">
          <Title order={1}>{hospital?.name ?? t.newTitle}</Title>
          {isDeleted && (
            <Badge color="gray" variant="light">
              {r.deletedBadge}
            </Badge>
          )}
        </Group>
        {canRemove &&
          (isDeleted ? (
            <Button variant="light" onClick={() => void setDeleted(false)}>
              {r.restore}
            </Button>
          ) : (
            <Button color="red" variant="light" onClick={() => setIsAsking(true)}>
              {r.remove}
            </Button>
          ))}
      </Group>
      {isOtherCompany && <Alert color="blue">{t.readOnly}</Alert>}
      {hospital && (
        <Text c="dimmed" size="sm">
          {r.createdAt} {formatDateTime(hospital.createdAt)}
          {hospital.updatedAt ? ` · ${r.updatedAt} ${formatDateTime(hospital.updatedAt)}` : ''}
        </Text>
      )}
      <Paper withBorder p="lg">
        <form
          ref={form.formRef}
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label={hospital?.name ?? t.newTitle}
        >
          <Stack>
            <fieldset disabled={isReadOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
              <Stack>
                <SimpleGrid cols={{ base: 1, md: 3 }}>
                  <TextInput {...form.field('name')} label={t.name} required />
                  <TextInput
                    {...form.field('cnpj')}
                    label={t.cnpj}
                    placeholder={t.cnpjPlaceholder}
                    maxLength={18}
                    onChange={(event) => form.setValue('cnpj', maskCnpj(event.currentTarget.value))}
                  />
                  <TextInput
                    {...form.field('cnes')}
                    label={t.cnes}
                    description={t.cnesHint}
                    inputMode="numeric"
                    maxLength={7}
                  />
                </SimpleGrid>
                <AddressFieldset
                  field={form.field}
                  values={form.values}
                  setValue={form.setValue}
                  disabled={isReadOnly}
                />
                <Switch
                  label={r.active}
                  checked={form.values.active === 'true'}
                  onChange={(event) => form.setValue('active', String(event.currentTarget.checked))}
                />
              </Stack>
            </fieldset>
            {!isReadOnly && (
              <Group justify="flex-end">
                <Button type="submit" loading={isSaving}>
                  {r.save}
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Paper>
      <ConfirmModal
        title={isAsking ? r.remove : null}
        message={r.removeConfirm}
        confirmLabel={r.remove}
        onConfirm={() => setDeleted(true)}
        onClose={() => setIsAsking(false)}
      />
    </Stack>
  );
}
