import { accountRoutes, authRoutes, messages, profileBodySchema, type PersonProfile } from '@honora/contract';
import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';
import { PersonFields } from '../../shared/people/person-fields';
import { personValues } from '../../shared/people/person-values';
import { ownProfileKey } from './use-own-profile';

const t = messages.screens.profileEdit;

/** The form of /client/profileEdit: the contract's schema checks it, PUT /api/account/profile saves it. */
export function ProfileForm({ profile }: { profile: PersonProfile }) {
  const queryClient = useQueryClient();
  const form = useFormState(personValues(profile));
  const [isSaving, setIsSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(profileBodySchema, form.values);
    if (!body) return;
    setIsSaving(true);
    try {
      const saved = await call(accountRoutes.updateProfile, { body });
      queryClient.setQueryData(ownProfileKey, saved);
      toast.success(t.saved);
      // The header and the user menu show the new name.
      await call(authRoutes.session).catch(() => undefined);
    } catch (error) {
      form.showApiError(error);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Paper withBorder p="lg">
      <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={t.title}>
        <Stack>
          <TextInput
            label={messages.screens.people.email}
            value={profile.email}
            description={t.emailHint}
            readOnly
            variant="filled"
          />
          <PersonFields form={form} />
          <Group justify="flex-end">
            <Button type="submit" loading={isSaving}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
