import { z } from 'zod';
import { STORED_NUMERIC } from '../constants';
import { messages } from '../i18n';

/**
 * The value sets of pricing (billing.md §9), shared by the negotiation, CBHPM and preview
 * contracts. The domain (packages/domain/src/pricing/types.ts) declares the same sets for the
 * engine; the server checks at compile time that both agree (contract may not import domain).
 */
const m = messages.screens.negotiations.validation;

export const PORTE_GRADE_VALUES = [
  '1A', '1B', '1C', '2A', '2B', '2C', '3A', '3B', '3C', '4A', '4B', '4C', '5A', '5B', '5C',
  '6A', '6B', '6C', '7A', '7B', '7C', '8A', '8B', '8C', '9A', '9B', '9C', '10A', '10B', '10C',
  '11A', '11B', '11C', '12A', '12B', '12C', '13A', '13B', '13C', '14A', '14B', '14C',
] as const; // prettier-ignore
export const ANESTHETIC_SIZE_VALUES = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
export const ANESTHETIC_INDICATOR_VALUES = [
  'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N',
  'P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z',
] as const; // prettier-ignore
export const TECHNIQUE_VALUES = ['KConventional', 'KVideo', 'KRobotic'] as const;
export const PROPORTION_VALUES = ['1', '0.7', '0.5'] as const;
export const PROCEDURE_TYPE_VALUES = [
  'KCBHPM',
  'KCUSTOM',
  'KOVERRIDE',
  'KOVERRIDEPORTE',
  'KOVERRIDEINDICATOR',
  'KPACKAGE',
  'KVALUEPERHOUR',
] as const;
export const TEAM_ROLE_VALUES = [
  'surgeon',
  'phonoaudiologist',
  'assistantSurgeon',
  'scrubNurse',
  'anesthetist',
  'assistantAnesthetist',
  'residentAnesthetist',
  'residentSurgeon',
  'nurse',
] as const;
/** The team roles filled by anesthetists and residents (users); the others by surgeons-registry records. */
export const ANESTHESIA_TEAM_ROLES: ReadonlySet<(typeof TEAM_ROLE_VALUES)[number]> = new Set([
  'anesthetist',
  'assistantAnesthetist',
  'residentAnesthetist',
]);
export const FEE_BASIS_VALUES = ['ANESTHETIC', 'PROCEDURE'] as const;
export const NOT_BILLED_GRAU_PART_VALUE = 'nao_fatura_pela_ans';

export const porteGradeSchema = z.enum(PORTE_GRADE_VALUES, { error: m.porte });
export const anestheticIndicatorSchema = z.enum(ANESTHETIC_INDICATOR_VALUES, { error: m.indicator });

/** Decimal text that fits numeric(precision, scale): no more integer digits nor decimals than stored. */
const storedDecimal = ({ precision, scale }: { precision: number; scale: number }) =>
  new RegExp(`^\\d{1,${precision - scale}}(\\.\\d{1,${scale}})?$`);

/** R$ as decimal text with a dot and up to 2 decimals, not negative: "1234.56" (STORED_NUMERIC.money). */
export const moneyTextSchema = z.string({ error: m.money }).trim().regex(storedDecimal(STORED_NUMERIC.money), m.money);

/** A positive factor as decimal text with up to 4 decimals, as stored: "1.3" (STORED_NUMERIC.factor). */
export const factorTextSchema = z
  .string({ error: m.factor })
  .trim()
  .regex(storedDecimal(STORED_NUMERIC.factor), m.factor);

/** A share 0..1 as decimal text (shown ×100): "0.3" = 30 %. */
export const shareTextSchema = z
  .string({ error: m.share })
  .trim()
  .regex(/^(0(\.\d{1,6})?|1(\.0{1,6})?)$/, m.share);

/** The ±% over the table as a fraction (shown ×100, up to 3 decimals there): "-0.1" = −10 %; never −100 % or less. */
export const bandTextSchema = z
  .string({ error: m.band })
  .trim()
  .regex(/^(?:\d{1,2}|-0{1,2})(?:\.\d{1,5})?$/, m.band);

/** A CBHPM/TUSS procedure code: 8 digits. */
export const procedureCodeSchema = z
  .string({ error: m.code })
  .trim()
  .regex(/^\d{8}$/, m.code);

/** grauPart: TISS table 35 code 00..13, or the "not billed" marker. */
export const grauPartSchema = z
  .string({ error: m.grauPart })
  .refine((s) => /^(0\d|1[0-3])$/.test(s) || s === NOT_BILLED_GRAU_PART_VALUE, m.grauPart);

export const isoDateSchema = z.iso.date({ error: m.date });
