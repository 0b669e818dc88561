import { questionnaireRoutes, questionnaireUpdateBodySchema, type Questionnaire } from '@honora/contract';
import { questionnairesErrorMessages as e } from '@honora/contract/screen-texts/questionnaires-errors';
import { questionnairesScreenMessages as t } from '@honora/contract/screen-texts/questionnaires';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { errorsFromIssues, focusFirstInvalid, type FormErrors } from '../../shared/forms/form-errors';
import { placeApiErrors } from '../../shared/forms/place-api-errors';
import { toast } from '../../shared/notify/toast';
import { deadlineDraftOf, textsBodyOf } from './questionnaire-draft';
import { QuestionnaireTextFields, type QuestionnaireTexts } from './questionnaire-fields';

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
  const [texts, setTexts] = useState<QuestionnaireTexts>(() => ({
    title: q.title,
    message: q.message ?? '',
    deadline: deadlineDraftOf(q.closesAt),
  }));
  const [errors, setErrors] = useState<FormErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const show = (next: FormErrors) => {
    setErrors(next);
    focusFirstInvalid(formRef.current);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { body, deadlineInvalid } = textsBodyOf(texts);
    const parsed = questionnaireUpdateBodySchema.safeParse(body);
    const found = parsed.success ? {} : errorsFromIssues(parsed.error.issues);
    if (deadlineInvalid) found.closesAt = e.closesAt;
    if (Object.keys(found).length > 0) return show(found);
    setIsSaving(true);
    try {
      await call(questionnaireRoutes.update, { params: { id: q.id }, body });
      toast.success(t.saved);
      await onSaved();
      onClose();
    } catch (error) {
      show(placeApiErrors(error, ['title', 'message', 'closesAt']));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={t.editTitle}>
      <Stack>
        <QuestionnaireTextFields value={texts} errors={errors} onChange={setTexts} />
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
