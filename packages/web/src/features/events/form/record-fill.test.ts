import { describe, expect, it } from 'vitest';
import { emptyDraft, type EventDraft } from './event-draft';
import { chosenAtStart, fillFromRecord, patientFill, withChosen } from './record-fill';

const INSURER = 'convenio-do-paciente';
const OTHER = 'outro-convenio';
const patient = { healthInsuranceId: INSURER, healthInsuranceWallet: '0800123', accommodation: 'APARTMENT' } as const;
const fresh = () => emptyDraft('empresa', '2026-11-25');

/** The user's changes in order, as the form applies them: each becomes a choice. */
function typed(...changes: Partial<EventDraft>[]) {
  let draft = fresh();
  let chosen = chosenAtStart(draft, true);
  for (const change of changes) {
    draft = { ...draft, ...change };
    chosen = withChosen(chosen, change);
  }
  return { draft, chosen };
}

describe('filling the event from a chosen patient', () => {
  it.each([
    [
      'nothing chosen: insurer, accommodation and wallet come from the record',
      [],
      {
        healthInsuranceId: INSURER,
        accommodation: 'APARTMENT',
        healthInsuranceWallet: '0800123',
      },
    ],
    [
      'the accommodation chosen (even the default one) is kept',
      [{ accommodation: 'NURSERY' }],
      {
        healthInsuranceId: INSURER,
        healthInsuranceWallet: '0800123',
      },
    ],
    [
      'another insurer chosen: neither the insurer nor the wallet of the record',
      [{ healthInsuranceId: OTHER }],
      {
        accommodation: 'APARTMENT',
      },
    ],
    [
      'the same insurer chosen: the wallet still comes',
      [{ healthInsuranceId: INSURER }],
      {
        accommodation: 'APARTMENT',
        healthInsuranceWallet: '0800123',
      },
    ],
    [
      'a wallet typed is kept',
      [{ healthInsuranceWallet: '999' }],
      {
        healthInsuranceId: INSURER,
        accommodation: 'APARTMENT',
      },
    ],
    [
      "a field typed and then cleared stays the user's",
      [{ healthInsuranceWallet: '9' }, { healthInsuranceWallet: '' }],
      {
        healthInsuranceId: INSURER,
        accommodation: 'APARTMENT',
      },
    ],
  ] as [string, Partial<EventDraft>[], Partial<EventDraft>][])('%s', (_, changes, expected) => {
    const { draft, chosen } = typed(...changes);
    expect(patientFill(draft, chosen, patient)).toEqual(expected);
  });

  it('fills nothing the record leaves blank', () => {
    const { draft, chosen } = typed();
    const bare = { healthInsuranceId: null, healthInsuranceWallet: null, accommodation: 'NURSERY' } as const;
    expect(patientFill(draft, chosen, bare)).toEqual({ accommodation: 'NURSERY' });
  });

  it('never overwrites a stored event: every field with a value counts as chosen', () => {
    const stored: EventDraft = { ...fresh(), healthInsuranceId: OTHER, accommodation: 'NURSERY' };
    const chosen = chosenAtStart(stored, false);
    expect(patientFill(stored, chosen, patient)).toEqual({});
  });
});

describe('the merge rule', () => {
  it('fills a field only when the record has a value and the user has not chosen it', () => {
    const chosen = new Set<keyof EventDraft>(['numGuide']);
    expect(fillFromRecord(chosen, { numGuide: '1', hospitalId: 'h', surgeonId: null, dtRecourse: '' })).toEqual({
      hospitalId: 'h',
    });
  });

  it('keeps the same set when nothing new was chosen', () => {
    const chosen = new Set<keyof EventDraft>(['numGuide']);
    expect(withChosen(chosen, { numGuide: '2' })).toBe(chosen);
  });
});
