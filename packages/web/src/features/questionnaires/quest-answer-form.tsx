import { publicQuestRoutes, type PublicQuest } from '@honora/contract';
import { questionnairesScreenMessages as t } from '@honora/contract/screen-texts/questionnaires';
import { call } from '../../shared/api/api-client';
import { FormAnswersForm } from '../../shared/forms/form-answers-form';

interface Props {
  quest: PublicQuest;
  email: string;
  token: string;
  onSent: () => void;
}

/** The form's questions of a personal link (decision 060), answered and checked like a public form's. */
export function QuestAnswerForm({ quest, email, token, onSent }: Props) {
  return (
    <FormAnswersForm
      sections={quest.sections}
      label={quest.questionnaireTitle}
      texts={{ honeypot: t.honeypot, submit: t.submit }}
      send={(body) => call(publicQuestRoutes.submit, { params: { email }, body: { token, ...body } })}
      onSent={onSent}
    />
  );
}
