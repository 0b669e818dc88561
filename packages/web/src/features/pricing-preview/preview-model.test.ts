import { describe, expect, it } from 'vitest';
import { codesOf, eventOf, initialPreview, type PreviewState } from './preview-model';

const state = (patch: Partial<PreviewState> = {}): PreviewState => ({
  ...initialPreview('insurer', '2025-03-10'),
  ...patch,
});

const procedure = (rowId: string, code: string) => ({
  rowId,
  code,
  label: code,
  proportion: '1' as const,
  technique: 'KConventional' as const,
});

describe('the preview event', () => {
  it('numbers the procedures in order and builds the team from the counts', () => {
    const event = eventOf(
      state({
        anesthetists: 2,
        assistants: 1,
        surgeons: 1,
        assistantSurgeons: 2,
        procedures: [procedure('a', '30602246'), procedure('b', '40304361')],
      }),
    );
    expect(event.procedures.map((p) => [p.rowId, p.order])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect(event.team).toEqual([
      { id: 'anestesista-1', role: 'anesthetist', order: 1 },
      { id: 'anestesista-2', role: 'anesthetist', order: 2 },
      { id: 'auxiliar-1', role: 'assistantAnesthetist', order: 1 },
      { id: 'cirurgiao-1', role: 'surgeon', order: 1 },
      { id: 'auxiliar-cirurgico-1', role: 'assistantSurgeon', order: 1 },
      { id: 'auxiliar-cirurgico-2', role: 'assistantSurgeon', order: 2 },
    ]);
  });

  it('takes only complete anesthesia times', () => {
    expect(eventOf(state({ anesthesiaStart: '08:30', anesthesiaEnd: '1' }))).toMatchObject({
      anesthesiaStart: '08:30',
      anesthesiaEnd: null,
    });
  });

  it('asks the context for each code once, sorted', () => {
    const s = state({
      procedures: [procedure('a', '40304361'), procedure('b', '30602246'), procedure('c', '40304361')],
    });
    expect(codesOf(s)).toEqual(['30602246', '40304361']);
  });
});
