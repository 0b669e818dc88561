import {
  BOOLEAN_NA_VALUES,
  FORM_ANSWER_MAX,
  FORM_QUESTION_TYPES,
  isChoiceType,
} from '@honora/domain/forms/form-answers';
import { z } from 'zod';
import { fmt, messages } from '../i18n';
import { formsErrorMessages } from '../i18n/screen-texts/forms-errors';
import { optionalText, requiredText } from '../registries/common';

/**
 * A company's form as its builder writes it (platform.md §3 Form; decision 057): title, category,
 * the public address (slug), the hour limit, and sections of questions of the spec's ten input
 * types. The whole definition is checked here — options on choice questions only and unique, min
 * ≤ max on numbers, a condition naming an earlier question and, for a choice, one of its options.
 */

const e = formsErrorMessages;
const v = messages.validation;

export const FORM_TITLE_MAX = 200;
export const FORM_DESCRIPTION_MAX = 2000;
export const FORM_LABEL_MAX = 500;
export const FORM_HELP_MAX = 1000;
export const FORM_OPTION_MAX = 200;
export const FORM_OPTIONS_MAX = 50;
export const FORM_SECTIONS_MAX = 20;
export const FORM_QUESTIONS_MAX = 100;
export const FORM_HOUR_LIMIT_MAX = 8760;
export const FORM_SLUG_MAX = 80;
/** Lower-case letters without accents, digits and inner hyphens: /response/{companyId}/{slug}. */
export const FORM_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;
export const FORM_QUESTION_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
/** Numbers a question's min and max may take (answers have at most 15 integer digits). */
const NUMBER_BOUND = 1e15;

export const formSlugSchema = z.string({ error: e.slugPattern }).trim().regex(FORM_SLUG_PATTERN, e.slugPattern);
export const formQuestionIdSchema = z.string({ error: e.questionId }).regex(FORM_QUESTION_ID_PATTERN, e.questionId);

const boundSchema = z
  .number({ error: v.required })
  .min(-NUMBER_BOUND, fmt(v.maxLength, { max: 15 }))
  .max(NUMBER_BOUND, fmt(v.maxLength, { max: 15 }))
  .nullish()
  .transform((n) => n ?? null);

export const formQuestionSchema = z.object({
  id: formQuestionIdSchema,
  type: z.enum(FORM_QUESTION_TYPES, { error: e.questionType }),
  label: requiredText(FORM_LABEL_MAX),
  help: optionalText(FORM_HELP_MAX),
  required: z.boolean().default(false),
  options: z.array(requiredText(FORM_OPTION_MAX)).max(FORM_OPTIONS_MAX).default([]),
  min: boundSchema,
  max: boundSchema,
  condition: z
    .object({ questionId: formQuestionIdSchema, equals: requiredText(FORM_OPTION_MAX) })
    .nullish()
    .transform((c) => c ?? null),
});
export type FormQuestion = z.output<typeof formQuestionSchema>;

export const formSectionSchema = z.object({
  id: formQuestionIdSchema,
  title: optionalText(FORM_TITLE_MAX),
  description: optionalText(FORM_DESCRIPTION_MAX),
  questions: z.array(formQuestionSchema).max(FORM_QUESTIONS_MAX),
});
export type FormSection = z.output<typeof formSectionSchema>;

/** A question as answered by the API (the stored shape: no defaults or transforms to serialize). */
export const formQuestionOutSchema = z.object({
  id: z.string(),
  type: z.enum(FORM_QUESTION_TYPES),
  label: z.string(),
  help: z.string().nullable(),
  required: z.boolean(),
  options: z.array(z.string()),
  min: z.number().nullable(),
  max: z.number().nullable(),
  condition: z.object({ questionId: z.string(), equals: z.string() }).nullable(),
});

export const formSectionOutSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  questions: z.array(formQuestionOutSchema),
});

type Issue = { path: (string | number)[]; message: string };

/** The rules of one question against those before it. */
function questionIssues(q: FormQuestion, earlier: ReadonlyMap<string, FormQuestion>): Issue[] {
  const issues: Issue[] = [];
  if (earlier.has(q.id)) issues.push({ path: ['id'], message: e.duplicateQuestionId });
  if (isChoiceType(q.type)) {
    if (q.options.length === 0) issues.push({ path: ['options'], message: e.optionsRequired });
    if (new Set(q.options).size !== q.options.length) issues.push({ path: ['options'], message: e.duplicateOption });
  } else if (q.options.length > 0) issues.push({ path: ['options'], message: e.optionsNotAllowed });
  if (q.type !== 'number' && (q.min !== null || q.max !== null))
    issues.push({ path: ['min'], message: e.minMaxOnlyNumber });
  if (q.min !== null && q.max !== null && q.min > q.max) issues.push({ path: ['min'], message: e.minAboveMax });
  if (q.condition) {
    const target = earlier.get(q.condition.questionId);
    if (!target) issues.push({ path: ['condition', 'questionId'], message: e.conditionEarlier });
    else {
      const values: readonly string[] | null =
        target.type === 'booleanNa' ? BOOLEAN_NA_VALUES : isChoiceType(target.type) ? target.options : null;
      if (values && !values.includes(q.condition.equals))
        issues.push({ path: ['condition', 'equals'], message: e.conditionValue });
    }
  }
  return issues;
}

/** Every question of the form in order, with the path of each. */
export function flattenQuestions(sections: readonly FormSection[]): FormQuestion[] {
  return sections.flatMap((s) => s.questions);
}

export const formSectionsSchema = z
  .array(formSectionSchema)
  .min(1, e.noQuestions)
  .max(FORM_SECTIONS_MAX)
  .superRefine((sections, ctx) => {
    const earlier = new Map<string, FormQuestion>();
    let count = 0;
    sections.forEach((section, s) =>
      section.questions.forEach((q, i) => {
        for (const issue of questionIssues(q, earlier))
          ctx.addIssue({ code: 'custom', path: [s, 'questions', i, ...issue.path], message: issue.message });
        if (!earlier.has(q.id)) earlier.set(q.id, q);
        count += 1;
      }),
    );
    if (count === 0) ctx.addIssue({ code: 'custom', path: [], message: e.noQuestions });
    if (count > FORM_QUESTIONS_MAX)
      ctx.addIssue({ code: 'custom', path: [], message: fmt(e.tooManyQuestions, { max: FORM_QUESTIONS_MAX }) });
  })
  .describe(
    'Ids de pergunta únicos; opções só em perguntas de escolha, presentes e sem repetir; mínimo ≤ máximo só em números; uma condição se refere a uma pergunta anterior e a um de seus valores.',
  );

export const formBodySchema = z.object({
  title: requiredText(FORM_TITLE_MAX),
  description: optionalText(FORM_DESCRIPTION_MAX),
  categoryId: z
    .uuid({ error: e.unknownCategory })
    .nullish()
    .transform((id) => id ?? null),
  slug: formSlugSchema,
  responseHourLimit: z
    .number({ error: e.hourLimit })
    .int(e.hourLimit)
    .min(1, e.hourLimit)
    .max(FORM_HOUR_LIMIT_MAX, e.hourLimit)
    .nullish()
    .transform((n) => n ?? null),
  sections: formSectionsSchema,
  /** Changing the slug of a published form breaks the link already sent: it must be confirmed. */
  confirmSlugChange: z.boolean().default(false),
});
export type FormBody = z.input<typeof formBodySchema>;
export type FormInput = z.output<typeof formBodySchema>;

/** An answer as the public page sends it: text, or the options picked on a checkbox question. */
export const formAnswerValueSchema = z.union([
  z.string().max(FORM_ANSWER_MAX, e.problems.tooLong),
  z.array(z.string().max(FORM_OPTION_MAX, e.problems.unknownOption)).max(FORM_OPTIONS_MAX),
]);

export const formAnswersSchema = z
  .record(formQuestionIdSchema, formAnswerValueSchema)
  .refine((answers) => Object.keys(answers).length <= FORM_QUESTIONS_MAX, e.answersInvalid);
