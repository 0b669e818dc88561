import {
  anesthetistCreateBodySchema,
  anesthetistRoutes,
  anesthetistUpdateBodySchema,
  anesthetistUserTypes,
  messages,
  type AnesthetistDetail,
} from '@honora/contract';
import {
  digitsOnlyRule,
  emailRule,
  formatBrazilianPhone,
  initialsRule,
  minLengthRule,
  requiredRule,
  suggestInitials,
} from '@honora/domain';
import { Alert, Badge, Checkbox, Group, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useState, type FocusEvent, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { canOnRecord, useCan } from '../../shared/auth/use-can';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';
import { CboSelect } from '../../shared/people/cbo-select';
import { PersonFields } from '../../shared/people/person-fields';
import {
  FormFieldset,
  RegistryFormFrame,
  SaveButton,
  useRefreshRegistry,
  useRegistryAccess,
} from '../../shared/registry/registry-form-frame';
import { SpecialtySelect } from '../../shared/registry/specialty-select';
import { anesthetistTypesOf } from './anesthetist-types';

const t = messages.screens.anesthetists;
const r = messages.screens.registry.record;

type Values = {
  email: string;
  name: string;
  phone: string;
  crm: string;
  crmState: string;
  sigla: string;
  specialtyId: string;
  cbo: string;
  /** The chosen anesthetist types, comma-separated. */
  userTypes: string;
  active: string;
};

const rules = {
  email: [requiredRule, emailRule],
  name: [requiredRule, minLengthRule()],
  crm: [digitsOnlyRule],
  sigla: [initialsRule],
  userTypes: [(value: unknown) => (value ? true : t.errors.userTypes)],
};

function valuesOf(anesthetist: AnesthetistDetail | null): Values {
  return {
    email: anesthetist?.email ?? '',
    name: anesthetist?.name ?? '',
    phone: anesthetist?.phone ? formatBrazilianPhone(anesthetist.phone) : '',
    crm: anesthetist?.crm ?? '',
    crmState: anesthetist?.crmState ?? '',
    sigla: anesthetist?.sigla ?? '',
    specialtyId: anesthetist?.specialtyId ?? '',
    cbo: anesthetist?.cbo ?? '',
    userTypes: anesthetistTypesOf(anesthetist?.userTypes ?? ['KAnesthetist']).join(','),
    active: String(anesthetist?.active ?? true),
  };
}

interface Props {
  anesthetist: AnesthetistDetail | null;
  onSaved: (id: string) => void;
}

/**
 * An anesthetist or resident of the company: a new one by e-mail (a new e-mail gets the link to
 * create a password), the person's data (name, phone, CRM and state, sigla — suggested from the
 * name —, specialty, CBO), the types and the active flag of the membership. No deletion:
 * deactivate. A person another company shares keeps their personal data (only they change it).
 */
export function AnesthetistForm({ anesthetist, onSaved }: Props) {
  const session = useSession();
  const can = useCan();
  const refreshRegistry = useRefreshRegistry('anesthetists');
  const form = useFormState<Values>(valuesOf(anesthetist), rules);
  const [isSaving, setIsSaving] = useState(false);
  const { isOtherCompany } = useRegistryAccess(anesthetist, 'anesthetists');
  // writeOwn (platform.md §6): the anesthetist changes his own personal data, not his types or access.
  const isOwn = anesthetist !== null && anesthetist.id === session?.user.id;
  const isReadOnly = !canOnRecord(session, 'anesthetists', 'write', isOwn) || isOtherCompany;
  const isMembershipLocked = isReadOnly || !can('anesthetists', 'write');
  const isPersonLocked = isReadOnly || (anesthetist?.managedElsewhere ?? false);

  /** Leaving the name with no sigla yet fills the suggested initials. */
  function suggestSigla(event: FocusEvent<HTMLDivElement>) {
    const input = event.target as HTMLInputElement;
    if (input.name !== 'name' || form.values.sigla.trim() !== '') return;
    const initials = suggestInitials(input.value);
    if (initials) form.setValue('sigla', initials);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      ...form.values,
      userTypes: form.values.userTypes ? form.values.userTypes.split(',') : [],
      active: form.values.active === 'true',
    };
    setIsSaving(true);
    try {
      if (anesthetist) {
        const { email: _email, ...rest } = input;
        const body = form.validate(anesthetistUpdateBodySchema, rest);
        if (!body) return;
        await call(anesthetistRoutes.update, { params: { id: anesthetist.id }, body });
        toast.success(r.saved);
        await refresh(anesthetist.id);
      } else {
        const body = form.validate(anesthetistCreateBodySchema, input);
        if (!body) return;
        const created = await call(anesthetistRoutes.create, { body });
        toast.success(created.invited ? t.invited : t.created);
        await refresh(created.id);
      }
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsSaving(false);
    }
  }

  async function refresh(id: string) {
    await refreshRegistry();
    onSaved(id);
  }

  const chosenTypes = form.values.userTypes ? form.values.userTypes.split(',') : [];
  return (
    <RegistryFormFrame
      record={anesthetist}
      module="anesthetists"
      title={anesthetist?.name ?? t.newTitle}
      readOnlyHint={t.readOnly}
      badges={
        anesthetist?.isResident && (
          <Badge variant="light" color="grape">
            {t.residentBadge}
          </Badge>
        )
      }
      alerts={!isOtherCompany && anesthetist?.managedElsewhere && <Alert color="blue">{t.managedElsewhere}</Alert>}
    >
      <form
        ref={form.formRef}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={anesthetist?.name ?? t.newTitle}
      >
        <Stack>
          {anesthetist ? (
            <TextInput label={t.email} value={anesthetist.email} description={t.emailLocked} readOnly />
          ) : (
            <TextInput
              {...form.field('email')}
              label={t.email}
              description={t.emailHint}
              type="email"
              required
              autoComplete="off"
            />
          )}
          <FormFieldset disabled={isPersonLocked}>
            <Stack onBlurCapture={suggestSigla}>
              <PersonFields form={form} />
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <SpecialtySelect
                  label={t.specialty}
                  value={form.values.specialtyId}
                  onChange={(id) => form.setValue('specialtyId', id)}
                  error={form.errors.specialtyId}
                  disabled={isPersonLocked}
                />
                <CboSelect
                  value={form.values.cbo}
                  onChange={(code) => form.setValue('cbo', code)}
                  error={form.errors.cbo}
                  disabled={isPersonLocked}
                />
              </SimpleGrid>
            </Stack>
          </FormFieldset>
          <FormFieldset disabled={isMembershipLocked}>
            <Stack>
              <Checkbox.Group
                label={t.userTypes}
                value={chosenTypes}
                onChange={(types) => form.setValue('userTypes', types.join(','))}
                error={form.errors.userTypes}
                required
              >
                <Group mt="xs">
                  {anesthetistUserTypes.map((type) => (
                    <Checkbox key={type} value={type} label={t.types[type]} />
                  ))}
                </Group>
              </Checkbox.Group>
              <Switch
                name="active"
                label={r.active}
                description={t.activeHint}
                checked={form.values.active === 'true'}
                error={form.errors.active}
                onChange={(event) => form.setValue('active', String(event.currentTarget.checked))}
              />
            </Stack>
          </FormFieldset>
          <SaveButton isReadOnly={isReadOnly} isSaving={isSaving} />
        </Stack>
      </form>
    </RegistryFormFrame>
  );
}
