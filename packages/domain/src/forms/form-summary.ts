import {
  BOOLEAN_NA_VALUES,
  isChoiceType,
  parseAnswerNumber,
  type FormQuestionType,
  type StoredAnswers,
} from './form-answers';

/**
 * The summary of a form's responses per question (decision 057): for a choice question how many
 * responses picked each option (a checkbox response counts once per option it picked), for a
 * number the count and average, for the others how many answered.
 */

export interface SummaryQuestion {
  id: string;
  type: FormQuestionType;
  options?: readonly string[];
}

export type QuestionSummary =
  | { questionId: string; kind: 'choice'; answered: number; counts: { value: string; count: number }[] }
  | {
      questionId: string;
      kind: 'number';
      answered: number;
      average: number | null;
      min: number | null;
      max: number | null;
    }
  | { questionId: string; kind: 'text'; answered: number };

function choiceSummary(q: SummaryQuestion, responses: readonly StoredAnswers[]): QuestionSummary {
  const counts = new Map((q.options ?? []).map((o) => [o, 0]));
  let answered = 0;
  for (const r of responses) {
    const value = r[q.id];
    if (value === undefined) continue;
    answered += 1;
    for (const v of typeof value === 'string' ? [value] : value) {
      if (counts.has(v)) counts.set(v, counts.get(v)! + 1);
    }
  }
  return {
    questionId: q.id,
    kind: 'choice',
    answered,
    counts: [...counts].map(([value, count]) => ({ value, count })),
  };
}

function numberSummary(q: SummaryQuestion, responses: readonly StoredAnswers[]): QuestionSummary {
  const numbers = responses
    .map((r) => r[q.id])
    .map((v) => (typeof v === 'string' ? parseAnswerNumber(v) : null))
    .filter((n): n is number => n !== null);
  const sum = numbers.reduce((a, b) => a + b, 0);
  return {
    questionId: q.id,
    kind: 'number',
    answered: numbers.length,
    average: numbers.length ? Math.round((sum / numbers.length) * 100) / 100 : null,
    min: numbers.length ? numbers.reduce((a, b) => Math.min(a, b)) : null,
    max: numbers.length ? numbers.reduce((a, b) => Math.max(a, b)) : null,
  };
}

/** One summary per question, in the form's order. */
export function summarizeResponses(
  questions: readonly SummaryQuestion[],
  responses: readonly StoredAnswers[],
): QuestionSummary[] {
  return questions.map((q) => {
    if (isChoiceType(q.type) || q.type === 'booleanNa') {
      const options = q.type === 'booleanNa' ? BOOLEAN_NA_VALUES : q.options;
      return choiceSummary({ ...q, options }, responses);
    }
    if (q.type === 'number') return numberSummary(q, responses);
    return { questionId: q.id, kind: 'text', answered: responses.filter((r) => r[q.id] !== undefined).length };
  });
}
