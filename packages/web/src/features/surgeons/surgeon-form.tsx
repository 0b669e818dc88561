import { brazilianStates, messages, surgeonBodySchema, surgeonRoutes, type Surgeon } from '@honora/contract';
import { digitsOnlyRule, formatDateTime, requiredRule } from '@honora/domain';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { useCan } from '../../shared/auth/use-can';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast, toastError } from '../../shared/notify/toast';
import { CboSelect } from '../../shared/people/cbo-select';
import { useRefreshSyncedRegistry } from '../../shared/registry/use-synced-registry';
import { ConfirmModal } from '../../shared/ui/confirm-modal';

const t = messages.screens.surgeons;
const r = messages.screens.registry.record;
const people = messages.screens.people;

type Values = { name: string; crm: string; crmState: string; specialty: string; cbo: string; active: string };

const rules = { name: [requiredRule], crm: [digitsOnlyRule] };
const stateOptions = brazilianStates.map((code) => ({
  value: code,
  label: people.stateOption(code, people.states[code]),
}));

function valuesOf(surgeon: Surgeon | null): Values {
  return {
    name: surgeon?.name ?? '',
    crm: surgeon?.crm ?? '',
    crmState: surgeon?.crmState ?? '',
    specialty: surgeon?.specialty ?? '',
    cbo: surgeon?.cbo ?? '',
    active: String(surgeon?.active ?? true),
  };
}

interface Props {
  surgeon: Surgeon | null;
  onSaved: (id: string) => void;
}

/**
 * A surgeon's data: name, CRM with its UF (one needs the other), specialty and CBO (picked
 * from the CBO table), active. Read only without the write action, for another company's
 * record, or while deleted.
 */
export function SurgeonForm({ surgeon, onSaved }: Props) {
  const session = useSession();
  const can = useCan();
  const queryClient = useQueryClient();
  const refreshCache = useRefreshSyncedRegistry('surgeons');
  const form = useFormState<Values>(valuesOf(surgeon), rules);
  const [isSaving, setIsSaving] = useState(false);
  const [isAsking, setIsAsking] = useState(false);
  const isOtherCompany = surgeon !== null && surgeon.companyId !== session?.company?.id && !session?.company?.isMatriz;
  const isDeleted = surgeon?.deletedAt != null;
  const isReadOnly = !can('surgeons', 'write') || isOtherCompany || isDeleted;

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['surgeons'] });
    await refreshCache();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(surgeonBodySchema, { ...form.values, active: form.values.active === 'true' });
    if (!body) return;
    setIsSaving(true);
    try {
      const saved = surgeon
        ? await call(surgeonRoutes.update, { params: { id: surgeon.id }, body })
        : await call(surgeonRoutes.create, { body });
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
    if (!surgeon) return;
    try {
      await call(deleted ? surgeonRoutes.remove : surgeonRoutes.restore, { params: { id: surgeon.id } });
      toast.success(deleted ? r.removed : r.restored);
      await refresh();
    } catch (error) {
      toastError(error);
    }
  }

  const canRemove = surgeon !== null && can('surgeons', 'rm') && !isOtherCompany;
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Group gap="xs">
          <Title order={1}>{surgeon?.name ?? t.newTitle}</Title>
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
      {surgeon && (
        <Text c="dimmed" size="sm">
          {r.createdAt} {formatDateTime(surgeon.createdAt)}
          {surgeon.updatedAt ? ` · ${r.updatedAt} ${formatDateTime(surgeon.updatedAt)}` : ''}
        </Text>
      )}
      <Paper withBorder p="lg">
        <form
          ref={form.formRef}
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label={surgeon?.name ?? t.newTitle}
        >
          <Stack>
            <fieldset disabled={isReadOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
              <Stack>
                <SimpleGrid cols={{ base: 1, md: 2 }}>
                  <TextInput {...form.field('name')} label={t.name} required />
                  <TextInput {...form.field('specialty')} label={t.specialty} />
                  <TextInput
                    {...form.field('crm')}
                    label={t.crm}
                    description={t.crmHint}
                    inputMode="numeric"
                    maxLength={10}
                  />
                  <Select
                    name="crmState"
                    label={t.crmState}
                    placeholder={t.crmStatePlaceholder}
                    data={stateOptions}
                    value={form.values.crmState || null}
                    error={form.errors.crmState}
                    onChange={(value) => form.setValue('crmState', value ?? '')}
                    searchable
                    clearable
                  />
                  <CboSelect
                    value={form.values.cbo}
                    onChange={(code) => form.setValue('cbo', code)}
                    error={form.errors.cbo}
                    disabled={isReadOnly}
                  />
                </SimpleGrid>
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
