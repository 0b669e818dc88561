import { messages, type SwapCreateBody, type SwapList } from '@honora/contract';
import { scheduleSwapsScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import type { FormErrors } from '../../shared/forms/form-errors';
import { slotLabel, type SwapSlot } from './swaps-model';

/**
 * The request form's values, as the inputs hold them ('' for nothing chosen). A type, not an
 * interface: the form state takes it as a record of strings.
 */
export type RequestValues = {
  slotId: string;
  kind: 'HANDOVER' | 'SWAP';
  /** A colleague's id, ANY_COLLEAGUE (an open hand-over) or ''. */
  targetDoctorId: string;
  counterSlotId: string;
  justification: string;
};

/** The colleague select's choice for an open hand-over, for any colleague to take (decision 043). */
export const ANY_COLLEAGUE = 'any';

export const initialRequestValues = (): RequestValues => ({
  slotId: '',
  kind: 'HANDOVER',
  targetDoctorId: '',
  counterSlotId: '',
  justification: '',
});

type Colleague = SwapList['colleagues'][number];
export interface Choice {
  value: string;
  label: string;
}

const slotChoice = (slot: SwapSlot): Choice => ({ value: slot.id, label: slotLabel(slot) });

/** The doctor's own slots that may be offered (published, not begun), in words. */
export const mySlotChoices = (slots: readonly SwapSlot[]): Choice[] => slots.map(slotChoice);

/**
 * The colleagues a request may name: for a hand-over any of them, or any colleague at all (an
 * open offer, first); for a swap only those with a slot of the month to give in exchange.
 */
export function colleagueChoices(kind: RequestValues['kind'], colleagues: readonly Colleague[]): Choice[] {
  const named = colleagues
    .filter((c) => kind === 'HANDOVER' || c.slots.length > 0)
    .map((c) => ({ value: c.id, label: c.name }));
  return kind === 'HANDOVER' ? [{ value: ANY_COLLEAGUE, label: t.anyColleague }, ...named] : named;
}

/** The chosen colleague's slots, for a swap. */
export function counterSlotChoices(colleagues: readonly Colleague[], targetDoctorId: string): Choice[] {
  return (colleagues.find((c) => c.id === targetDoctorId)?.slots ?? []).map(slotChoice);
}

/**
 * The values after choosing the kind: a colleague the new kind cannot name (the open offer, or
 * one without slots, for a swap) is cleared, and so is the counter slot.
 */
export function withKind(
  values: RequestValues,
  kind: RequestValues['kind'],
  colleagues: readonly Colleague[],
): RequestValues {
  const kept = colleagueChoices(kind, colleagues).some((c) => c.value === values.targetDoctorId);
  return { ...values, kind, targetDoctorId: kept ? values.targetDoctorId : '', counterSlotId: '' };
}

/** The values after choosing a colleague: the counter slot was the previous colleague's. */
export const withColleague = (values: RequestValues, targetDoctorId: string): RequestValues => ({
  ...values,
  targetDoctorId,
  counterSlotId: '',
});

/** The choices left blank, each with the required message (the schema's own say "not found"). */
export function blankFields(values: RequestValues): FormErrors {
  const required = messages.validation.required;
  const errors: FormErrors = {};
  if (values.slotId === '') errors.slotId = required;
  if (values.targetDoctorId === '') errors.targetDoctorId = required;
  if (values.kind === 'SWAP' && values.counterSlotId === '') errors.counterSlotId = required;
  return errors;
}

/** POST /api/on-call/swaps's body: an open offer names nobody; only a swap names the colleague's slot. */
export function requestBodyOf(values: RequestValues): SwapCreateBody {
  const isOpen = values.targetDoctorId === ANY_COLLEAGUE || values.targetDoctorId === '';
  return {
    kind: values.kind,
    slotId: values.slotId,
    targetDoctorId: isOpen ? null : values.targetDoctorId,
    counterSlotId: values.kind === 'SWAP' && values.counterSlotId !== '' ? values.counterSlotId : null,
    justification: values.justification,
  };
}
