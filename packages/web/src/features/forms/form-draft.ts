import type { FormBody, FormQuestion, FormSection } from '@honora/contract';
import { isChoiceType, type FormQuestionType } from '@honora/domain';

/**
 * The builder's draft of a form (decision 057) as pure functions: new sections and questions with
 * ids of their own, moving and removing questions (conditions on a removed question go with it),
 * the options typed one a line, and the body sent to POST / PUT /api/forms.
 */

export type DraftQuestion = Omit<FormQuestion, 'help' | 'options'> & { help: string; optionsText: string };
export type DraftSection = { id: string; title: string; description: string; questions: DraftQuestion[] };
export interface FormDraft {
  title: string;
  description: string;
  categoryId: string | null;
  slug: string;
  responseHourLimit: string;
  sections: DraftSection[];
}

let counter = 0;
/** A new id: short, unique in the draft, stable once saved (answers are keyed by it). */
export function newId(prefix: string, taken: ReadonlySet<string>): string {
  let id: string;
  do {
    counter += 1;
    id = `${prefix}${Date.now().toString(36).slice(-4)}${counter}`;
  } while (taken.has(id));
  return id;
}

export const questionIds = (draft: FormDraft) => new Set(draft.sections.flatMap((s) => s.questions.map((q) => q.id)));

export function newQuestion(draft: FormDraft, type: FormQuestionType = 'text'): DraftQuestion {
  return {
    id: newId('q', questionIds(draft)),
    type,
    label: '',
    help: '',
    required: false,
    optionsText: '',
    min: null,
    max: null,
    condition: null,
  };
}

export function newSection(draft: FormDraft): DraftSection {
  return { id: newId('s', new Set(draft.sections.map((s) => s.id))), title: '', description: '', questions: [] };
}

export function emptyDraft(): FormDraft {
  const draft: FormDraft = {
    title: '',
    description: '',
    categoryId: null,
    slug: '',
    responseHourLimit: '',
    sections: [],
  };
  return { ...draft, sections: [{ ...newSection(draft), questions: [newQuestion(draft)] }] };
}

export const optionsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

export function draftOf(form: {
  title: string;
  description: string | null;
  categoryId: string | null;
  slug: string;
  responseHourLimit: number | null;
  sections: readonly FormSection[];
}): FormDraft {
  return {
    title: form.title,
    description: form.description ?? '',
    categoryId: form.categoryId,
    slug: form.slug,
    responseHourLimit: form.responseHourLimit === null ? '' : String(form.responseHourLimit),
    sections: form.sections.map((s) => ({
      id: s.id,
      title: s.title ?? '',
      description: s.description ?? '',
      questions: s.questions.map(({ options, help, ...q }) => ({
        ...q,
        help: help ?? '',
        optionsText: options.join('\n'),
      })),
    })),
  };
}

/** The body of the draft (confirmSlugChange only when the person confirmed it). */
export function bodyOf(draft: FormDraft, confirmSlugChange = false): FormBody {
  const limit = draft.responseHourLimit.trim();
  return {
    title: draft.title,
    description: draft.description,
    categoryId: draft.categoryId,
    slug: draft.slug.trim(),
    responseHourLimit: limit === '' ? null : Number(limit),
    confirmSlugChange,
    sections: draft.sections.map((s) => ({
      id: s.id,
      title: s.title,
      description: s.description,
      questions: s.questions.map(({ optionsText, ...q }) => ({
        ...q,
        options: isChoiceType(q.type) ? optionsOf(optionsText) : [],
        min: q.type === 'number' ? q.min : null,
        max: q.type === 'number' ? q.max : null,
      })),
    })),
  };
}

/** Moves a question one place up (-1) or down (+1) within its section. */
export function moveQuestion(section: DraftSection, index: number, step: -1 | 1): DraftSection {
  const target = index + step;
  if (target < 0 || target >= section.questions.length) return section;
  const questions = [...section.questions];
  [questions[index], questions[target]] = [questions[target]!, questions[index]!];
  return { ...section, questions };
}

/** Removes a question, and the conditions that named it. */
export function removeQuestion(draft: FormDraft, questionId: string): FormDraft {
  return {
    ...draft,
    sections: draft.sections.map((s) => ({
      ...s,
      questions: s.questions
        .filter((q) => q.id !== questionId)
        .map((q) => (q.condition?.questionId === questionId ? { ...q, condition: null } : q)),
    })),
  };
}

/** The questions before `questionId` (what a condition may name), in form order. */
export function earlierQuestions(draft: FormDraft, questionId: string): DraftQuestion[] {
  const all = draft.sections.flatMap((s) => s.questions);
  const index = all.findIndex((q) => q.id === questionId);
  return index < 0 ? [] : all.slice(0, index);
}
