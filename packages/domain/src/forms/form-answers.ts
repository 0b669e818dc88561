/**
 * Answers to a company's form (platform.md §3 Form input types, §5 "required questions must be
 * filled"; decision 057): what each question type accepts, which questions show (a simple
 * condition on an earlier question), and the answers as they are stored. Plain functions, no I/O:
 * the server checks a public response with them and the web shows the same rules as the visitor
 * types.
 */

export const FORM_QUESTION_TYPES = [
  'text',
  'paragraph',
  'number',
  'radio',
  'checkbox',
  'select',
  'date',
  'time',
  'dateTime',
  'booleanNa',
] as const;
export type FormQuestionType = (typeof FORM_QUESTION_TYPES)[number];

/** The question types answered by picking among the question's options. */
export const FORM_CHOICE_TYPES: readonly FormQuestionType[] = ['radio', 'checkbox', 'select'];
/** booleanNa is answered yes, no or not applicable. */
export const BOOLEAN_NA_VALUES = ['yes', 'no', 'na'] as const;
/** The longest text an answer may have (decision 057). */
export const FORM_ANSWER_MAX = 10_000;

export interface FormQuestionCondition {
  questionId: string;
  equals: string;
}

/** What the rules need of a question (the contract's question has labels and help on top). */
export interface FormQuestionRule {
  id: string;
  type: FormQuestionType;
  required: boolean;
  /** The values offered by a choice question (each shown as typed). */
  options?: readonly string[];
  min?: number | null;
  max?: number | null;
  condition?: FormQuestionCondition | null;
}

/** An answer as sent: text, or the values picked for a checkbox question. */
export type FormAnswerValue = string | readonly string[];
export type FormAnswers = Readonly<Record<string, FormAnswerValue | undefined>>;
/** Answers as stored: only visible, filled questions, text trimmed, numbers with a dot. */
export type StoredAnswers = Record<string, string | string[]>;

export type AnswerProblem =
  | 'required'
  | 'tooLong'
  | 'wrongShape'
  | 'notNumber'
  | 'belowMin'
  | 'aboveMax'
  | 'notDate'
  | 'notTime'
  | 'notDateTime'
  | 'unknownOption'
  | 'notBooleanNa';

export interface AnswerError {
  questionId: string;
  problem: AnswerProblem;
}

export const isChoiceType = (type: FormQuestionType) => FORM_CHOICE_TYPES.includes(type);

const isBlank = (value: FormAnswerValue | undefined) =>
  value === undefined || (typeof value === 'string' ? value.trim() === '' : value.length === 0);

/** Whether an answer matches a condition's value (a checkbox answer when it holds the value). */
function answerEquals(value: FormAnswerValue | undefined, expected: string): boolean {
  if (value === undefined) return false;
  return typeof value === 'string' ? value.trim() === expected : value.includes(expected);
}

/**
 * The ids of the questions that show, in order: a question with a condition shows only when the
 * question it names shows and its answer equals the condition's value (decision 057: hidden
 * questions are neither required nor stored). Conditions name earlier questions only.
 */
export function visibleQuestionIds(questions: readonly FormQuestionRule[], answers: FormAnswers): Set<string> {
  const visible = new Set<string>();
  for (const q of questions) {
    const c = q.condition;
    if (!c || (visible.has(c.questionId) && answerEquals(answers[c.questionId], c.equals))) visible.add(q.id);
  }
  return visible;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const NUMBER = /^-?\d{1,15}([.,]\d{1,6})?$/;

/** A real calendar day 'YYYY-MM-DD' between the years 1900 and 2200. */
export function isCalendarDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export const isTimeOfDay = (text: string) => TIME.test(text);

/** 'YYYY-MM-DDTHH:mm' (a wall-clock date and time, no zone). */
export function isDateTime(text: string): boolean {
  const [date, time, extra] = text.split('T');
  return extra === undefined && date !== undefined && time !== undefined && isCalendarDate(date) && isTimeOfDay(time);
}

/** The number typed ('12,5' or '12.5'), or null when it is not one. */
export function parseAnswerNumber(text: string): number | null {
  if (!NUMBER.test(text)) return null;
  return Number(text.replace(',', '.'));
}

type Checked = { value: string | string[] } | { problem: AnswerProblem };

function checkNumber(q: FormQuestionRule, text: string): Checked {
  const n = parseAnswerNumber(text);
  if (n === null) return { problem: 'notNumber' };
  if (q.min != null && n < q.min) return { problem: 'belowMin' };
  if (q.max != null && n > q.max) return { problem: 'aboveMax' };
  return { value: text.replace(',', '.') };
}

function checkChoice(q: FormQuestionRule, value: FormAnswerValue): Checked {
  const allowed = new Set(q.options ?? []);
  if (q.type === 'checkbox') {
    if (typeof value === 'string') return { problem: 'wrongShape' };
    const picked = [...new Set(value)];
    return picked.every((v) => allowed.has(v)) ? { value: picked } : { problem: 'unknownOption' };
  }
  if (typeof value !== 'string') return { problem: 'wrongShape' };
  return allowed.has(value) ? { value } : { problem: 'unknownOption' };
}

/** One filled answer checked against its question's type. */
export function checkAnswer(q: FormQuestionRule, value: FormAnswerValue): Checked {
  if (isChoiceType(q.type)) return checkChoice(q, value);
  if (typeof value !== 'string') return { problem: 'wrongShape' };
  const text = q.type === 'paragraph' ? value : value.trim();
  if (text.length > FORM_ANSWER_MAX) return { problem: 'tooLong' };
  switch (q.type) {
    case 'text':
    case 'paragraph':
      return { value: text };
    case 'number':
      return checkNumber(q, text);
    case 'date':
      return isCalendarDate(text) ? { value: text } : { problem: 'notDate' };
    case 'time':
      return isTimeOfDay(text) ? { value: text } : { problem: 'notTime' };
    case 'dateTime':
      return isDateTime(text) ? { value: text } : { problem: 'notDateTime' };
    case 'booleanNa':
      return (BOOLEAN_NA_VALUES as readonly string[]).includes(text) ? { value: text } : { problem: 'notBooleanNa' };
    default:
      return assertNever(q.type as never);
  }
}

function assertNever(x: never): never {
  throw new Error(`unhandled question type ${String(x)}`);
}

/**
 * A response checked whole (platform.md §5: required questions must be filled): every visible
 * question's answer against its type, required ones present. Answers to hidden or unknown
 * questions are dropped, never stored. Errors list every failing question, in form order.
 */
export function checkResponse(
  questions: readonly FormQuestionRule[],
  answers: FormAnswers,
): { answers: StoredAnswers; errors: AnswerError[] } {
  const visible = visibleQuestionIds(questions, answers);
  const stored: StoredAnswers = {};
  const errors: AnswerError[] = [];
  for (const q of questions) {
    if (!visible.has(q.id)) continue;
    const value = answers[q.id];
    if (isBlank(value)) {
      if (q.required) errors.push({ questionId: q.id, problem: 'required' });
      continue;
    }
    const checked = checkAnswer(q, value!);
    if ('problem' in checked) errors.push({ questionId: q.id, problem: checked.problem });
    else stored[q.id] = checked.value;
  }
  return { answers: stored, errors };
}
