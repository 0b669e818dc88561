import { questionnaireBodySchema, questionnaireRoutes, type Questionnaire } from '@honora/contract';
import { questionnairesErrorMessages as e } from '@honora/contract/screen-texts/questionnaires-errors';
import { questionnairesScreenMessages as t } from '@honora/contract/screen-texts/questionnaires';
import { Button, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { CompanySearchSelect } from '../../shared/admin-pickers/company-search-select';
import { call } from '../../shared/api/api-client';
import { errorsFromIssues, focusFirstInvalid, type FormErrors } from '../../shared/forms/form-errors';
import { placeApiErrors } from '../../shared/forms/place-api-errors';
import { toast } from '../../shared/notify/toast';
import type { SearchOption } from '../../shared/ui/remote-search-select';
import { textsBodyOf } from './questionnaire-draft';
import { EmailsField, QuestionnaireTextFields, type QuestionnaireTexts } from './questionnaire-fields';
import { useCompanyForms } from './use-questionnaires';

interface Props {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (created: Questionnaire) => Promise<unknown>;
}

/**
 * A new questionnaire (platform.md §2 admin quiz; decision 060): a company, one of its forms
 * (any state), the title, the invitation's message and deadline, and the addresses to invite.
 */
export function CreateQuestionnaireModal({ isOpen, onClose, onCreated }: Props) {
  return (
    <Modal opened={isOpen} onClose={onClose} title={t.newQuestionnaire} size="lg" centered>
      {isOpen && <CreateForm onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function CreateForm({ onClose, onCreated }: Omit<Props, 'isOpen'>) {
  const [company, setCompany] = useState<SearchOption | null>(null);
  const [formId, setFormId] = useState('');
  const [texts, setTexts] = useState<QuestionnaireTexts>({ title: '', message: '', deadline: { date: '', time: '' } });
  const [emails, setEmails] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const forms = useCompanyForms(company?.value ?? null);
  const show = (next: FormErrors) => {
    setErrors(next);
    focusFirstInvalid(formRef.current);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { body: textsBody, deadlineInvalid } = textsBodyOf(texts);
    const body = { companyId: company?.value ?? '', formId, ...textsBody, emails };
    const parsed = questionnaireBodySchema.safeParse(body);
    const found = parsed.success ? {} : errorsFromIssues(parsed.error.issues);
    if (deadlineInvalid) found.closesAt = e.closesAt;
    if (Object.keys(found).length > 0) return show(found);
    setIsSaving(true);
    try {
      const created = await call(questionnaireRoutes.create, { body });
      toast.success(t.created);
      await onCreated(created);
    } catch (error) {
      show(placeApiErrors(error, ['companyId', 'formId', 'title', 'message', 'closesAt', 'emails']));
    } finally {
      setIsSaving(false);
    }
  }

  const formOptions = (forms.data ?? []).map((f) => ({ value: f.id, label: f.title }));
  const formHint = !company
    ? t.chooseCompanyFirst
    : forms.isSuccess && formOptions.length === 0
      ? t.noFormsInCompany
      : undefined;
  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={t.newQuestionnaire}>
      <Stack>
        <CompanySearchSelect
          label={t.company}
          required
          value={company}
          error={errors.companyId}
          onChange={(option) => {
            setCompany(option);
            setFormId('');
          }}
        />
        <NativeSelect
          label={t.form}
          required
          name="formId"
          description={formHint}
          disabled={!company}
          data={[{ value: '', label: t.formPlaceholder }, ...formOptions]}
          value={formId}
          error={errors.formId}
          onChange={(event) => setFormId(event.currentTarget.value)}
        />
        <QuestionnaireTextFields value={texts} errors={errors} onChange={setTexts} />
        <EmailsField value={emails} error={errors.emails} onChange={setEmails} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isSaving}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
