import { fmt, type Questionnaire } from '@honora/contract';
import { questionnairesScreenMessages as t } from '@honora/contract/screen-texts/questionnaires';
import { Badge } from '@mantine/core';

const colors = { open: 'teal', closed: 'orange', expired: 'red' } as const;

/** Aberto, Encerrado or Prazo encerrado (decision 060). */
export function QuestionnaireStateBadge({ questionnaire }: { questionnaire: Pick<Questionnaire, 'acceptance'> }) {
  return (
    <Badge color={colors[questionnaire.acceptance]} variant="light" autoContrast>
      {t.acceptances[questionnaire.acceptance]}
    </Badge>
  );
}

/** "12 de 40": who answered of those invited. */
export const answeredOf = (q: Pick<Questionnaire, 'answered' | 'invited'>) =>
  fmt(t.answeredOf, { answered: q.answered, invited: q.invited });
