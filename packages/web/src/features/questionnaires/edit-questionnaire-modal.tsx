import { questionnaireRoutes, questionnaireUpdateBodySchema, type Questionnaire } from '@honora/contract';
import { questionnairesErrorMessages as e } from '@honora/contract/screen-texts/questionnaires-errors';
import { questionnairesScreenMessages as t } from '@honora/contract/screen-texts/questionnaires';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { toApiError } from '../../shared/api/api-error';
import { errorsFromIssues, focusFirstInvalid, type FormErrors } from '../../shared/forms/form-errors';
import { toast, toastError } from '../../shared/notify/toast';
import { closesAtOf, deadlineDraftOf, type DeadlineDraft } from './questionnaire-draft';
import { DeadlineFields } from './questionnaire-fields';

interface Props {
  questionnaire: Questionnaire | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}

/** Title, message and deadline of a questionnaire (decision 060: company, form and invitations stay). */
export function EditQuestionnaireModal({ questionnaire, onClose, onSaved }: Props) {
  return (
    <Modal opened={questionnaire !== null} onClose={onClose} title={t.editTitle} size="lg" centered>
      {questionnaire && <EditForm questionnaire={questionnaire} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function EditForm({ questionnaire: q, onClose, onSaved }: Props & { questionnaire: Questionnaire }) {
  const [title, setTitle] = useState(q.title);
  const [message, setMessage] = useState(q.message ?? '');
  const [deadline, setDeadline] = useState<DeadlineDraft>(() => deadlineDraftOf(q.closesAt));
  const [errors, setErrors] = useState<FormErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const show = (next: FormErrors) => {
    setErrors(next);
    focusFirstInvalid(formRef.current);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const closesAt = closesAtOf(deadline);
    const body = { title, message: message || null, closesAt: closesAt === 'invalid' ? null : closesAt };
    const parsed = questionnaireUpdateBodySchema.safeParse(body);
    const found = parsed.success ? {} : errorsFromIssues(parsed.error.issues);
    if (closesAt === 'invalid') found.closesAt = e.closesAt;
    if (Object.keys(found).length > 0) return show(found);
    setIsSaving(true);
    try {
      await call(questionnaireRoutes.update, { params: { id: q.id }, body });
      toast.success(t.saved);
      await onSaved();
      onClose();
    } catch (error) {
      const apiError = toApiError(error);
      const placed = Object.fromEntries(apiError.fields.map((f) => [f.path, f.message]));
      if (Object.keys(placed).length === 0) toastError(apiError);
      show(placed);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={t.editTitle}>
      <Stack>
        <TextInput
          label={t.questionnaireTitle}
          required
          name="title"
          value={title}
          error={errors.title}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <Textarea
          label={t.message}
          description={t.messageHint}
          name="message"
          autosize
          minRows={2}
          value={message}
          error={errors.message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <DeadlineFields value={deadline} error={errors.closesAt} onChange={setDeadline} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isSaving}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
