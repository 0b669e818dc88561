import { formBodySchema } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, earlierQuestions, emptyDraft, moveQuestion, newQuestion, removeQuestion } from './form-draft';

describe('the form builder draft (decision 057)', () => {
  it('starts with one section and one question, with ids of their own', () => {
    const draft = emptyDraft();
    expect(draft.sections).toHaveLength(1);
    expect(draft.sections[0]!.questions).toHaveLength(1);
    expect(newQuestion(draft).id).not.toBe(draft.sections[0]!.questions[0]!.id);
  });

  it('sends options one a line for choice questions only, and min/max only for numbers', () => {
    const draft = emptyDraft();
    const q = draft.sections[0]!.questions[0]!;
    draft.sections[0]!.questions = [
      { ...q, type: 'radio', label: 'Cor', optionsText: ' Azul \n\nVerde\n', min: 1 },
      { ...newQuestion(draft, 'text'), label: 'Nome', optionsText: 'x' },
    ];
    const body = bodyOf({ ...draft, title: 'T', slug: ' cores ' });
    expect(body.slug).toBe('cores');
    expect(body.sections[0]!.questions[0]).toMatchObject({ options: ['Azul', 'Verde'], min: null });
    expect(body.sections[0]!.questions[1]).toMatchObject({ options: [] });
    expect(formBodySchema.safeParse(body).success).toBe(true);
  });

  it('moves, removes (with the conditions that named it) and round-trips a saved form', () => {
    const draft = emptyDraft();
    const [a] = draft.sections[0]!.questions;
    const b = { ...newQuestion(draft), label: 'B', condition: { questionId: a!.id, equals: 'x' } };
    draft.sections[0]!.questions.push(b);
    expect(earlierQuestions(draft, b.id).map((q) => q.id)).toEqual([a!.id]);
    expect(moveQuestion(draft.sections[0]!, 0, 1).questions.map((q) => q.id)).toEqual([b.id, a!.id]);
    expect(moveQuestion(draft.sections[0]!, 0, -1)).toBe(draft.sections[0]);
    const removed = removeQuestion(draft, a!.id);
    expect(removed.sections[0]!.questions).toEqual([{ ...b, condition: null }]);
    const saved = formBodySchema.parse(bodyOf({ ...removed, title: 'T', slug: 't' }));
    expect(draftOf({ ...saved, description: null }).sections[0]!.questions[0]!.id).toBe(b.id);
  });
});
