import {
  ANESTHESIA_TEAM_ROLES as ANESTHESIA_TEAM_ROLE_LIST,
  ANESTHETIC_INDICATORS,
  NOT_BILLED_GRAU_PART,
  PORTE_GRADES,
  type TeamRole,
} from '@honora/domain/pricing/types';
import { z } from 'zod';
import { STORED_NUMERIC } from '../constants';
import { messages } from '../i18n';

/**
 * The value sets of pricing (billing.md §9), shared by the negotiation, CBHPM and preview
 * contracts under the contract's names: the very lists of the domain's pricing/types.ts, which
 * the engine uses, imported from that module directly (decision 022).
 */
const m = messages.screens.negotiations.validation;

export {
  ANESTHETIC_INDICATORS as ANESTHETIC_INDICATOR_VALUES,
  ANESTHETIC_SIZES as ANESTHETIC_SIZE_VALUES,
  FEE_BASES as FEE_BASIS_VALUES,
  NOT_BILLED_GRAU_PART as NOT_BILLED_GRAU_PART_VALUE,
  PORTE_GRADES as PORTE_GRADE_VALUES,
  PROCEDURE_TYPES as PROCEDURE_TYPE_VALUES,
  PROPORTIONS as PROPORTION_VALUES,
  TEAM_ROLES as TEAM_ROLE_VALUES,
  TECHNIQUES as TECHNIQUE_VALUES,
} from '@honora/domain/pricing/types';

/** The team roles filled by anesthetists and residents (users); the others by surgeons-registry records. */
export const ANESTHESIA_TEAM_ROLES: ReadonlySet<TeamRole> = new Set(ANESTHESIA_TEAM_ROLE_LIST);

export const porteGradeSchema = z.enum(PORTE_GRADES, { error: m.porte });
export const anestheticIndicatorSchema = z.enum(ANESTHETIC_INDICATORS, { error: m.indicator });

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
  .refine((s) => /^(0\d|1[0-3])$/.test(s) || s === NOT_BILLED_GRAU_PART, m.grauPart);

export const isoDateSchema = z.iso.date({ error: m.date });
