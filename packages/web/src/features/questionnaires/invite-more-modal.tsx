import { fmt, questionnaireInviteBodySchema, questionnaireRoutes } from '@honora/contract';
import { questionnairesScreenMessages as t } from '@honora/contract/screen-texts/questionnaires';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { placeApiErrors } from '../../shared/forms/place-api-errors';
import { toast } from '../../shared/notify/toast';
import { EmailsField } from './questionnaire-fields';

interface Props {
  questionnaireId: string;
  isOpen: boolean;
  onClose: () => void;
  /** Told "N convidados, M já estavam convidados". */
  onInvited: (result: string) => Promise<unknown>;
}

/** More addresses for a questionnaire (decision 060: those already invited are skipped). */
export function InviteMoreModal({ questionnaireId, isOpen, onClose, onInvited }: Props) {
  const [emails, setEmails] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = questionnaireInviteBodySchema.safeParse({ emails });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setIsSaving(true);
    try {
      const done = await call(questionnaireRoutes.invite, { params: { id: questionnaireId }, body: { emails } });
      const text = fmt(t.invitedResult, { added: done.added, skipped: done.skipped.length });
      toast.success(text);
      setEmails('');
      setError(undefined);
      onClose();
      await onInvited(text);
    } catch (caught) {
      setError(placeApiErrors(caught, ['emails']).emails);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Modal opened={isOpen} onClose={onClose} title={t.inviteMore} size="lg" centered>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t.inviteMore}>
        <Stack>
          <EmailsField
            value={emails}
            error={error}
            onChange={(value) => {
              setEmails(value);
              setError(undefined);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isSaving}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={isSaving}>
              {t.invite}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
