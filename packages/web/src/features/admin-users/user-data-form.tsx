import { adminUserBodySchema, adminUserRoutes, messages, type UserDetail } from '@honora/contract';
import { adminUsersScreenMessages as t } from '@honora/contract/screen-texts/admin-users';
import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { useFormState } from '../../shared/forms/use-form-state';
import { toast } from '../../shared/notify/toast';
import { PersonFields } from '../../shared/people/person-fields';
import { personValues } from '../../shared/people/person-values';
import { useUserSaved } from './use-admin-users';

interface Props {
  user: UserDetail;
  /** An admin's data is changed by super admins only. */
  isLocked: boolean;
}

/** The user's data; the e-mail must stay unique (the server says so under the field). */
export function UserDataForm({ user, isLocked }: Props) {
  const onSaved = useUserSaved();
  const form = useFormState({ ...personValues(user), email: user.email });
  const [isSaving, setIsSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(adminUserBodySchema, form.values);
    if (!body) return;
    setIsSaving(true);
    try {
      onSaved(await call(adminUserRoutes.update, { params: { id: user.id }, body }));
      toast.success(t.saved);
    } catch (error) {
      form.showApiError(error, { 'auth/email-already-exists': 'email' });
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Paper withBorder p="lg">
      <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={t.dataTitle}>
        <Stack>
          <Title order={2} size="h3">
            {t.dataTitle}
          </Title>
          <TextInput {...form.field('email')} label={messages.screens.people.email} type="email" required />
          <PersonFields form={form} />
          <Group justify="flex-end">
            <Button type="submit" loading={isSaving} disabled={isLocked}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
