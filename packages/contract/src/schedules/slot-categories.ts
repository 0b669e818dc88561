/**
 * The kinds of slot a schedule staffs (platform.md §3 Schedule: slot; decision 042): plantão
 * (on duty at the workplace), sobreaviso (on call, reachable away from it), eletiva (an elective
 * surgery list) and rotina (routine work). Presential kinds are exclusive — one doctor cannot be
 * in two of them at once (CFM resolution 2.174/2017: no simultaneous anesthesias) —; a
 * sobreaviso is not.
 */
export const SLOT_CATEGORIES = ['PLANTAO', 'SOBREAVISO', 'ELETIVA', 'ROTINA'] as const;
export type SlotCategory = (typeof SLOT_CATEGORIES)[number];

/** Whether a slot of the kind keeps its doctor at the workplace (no other exclusive slot at the same time). */
export const isExclusiveSlotCategory = (category: SlotCategory): boolean => category !== 'SOBREAVISO';
