import { fmt, type UserTransferDetail } from '@honora/contract';
import { transfersScreenMessages } from '@honora/contract/screen-texts/transfers';
import { formatMoneyText } from '../../shared/pricing/decimal-format';
import { rateOf } from './transfer-shown';

const c = transfersScreenMessages.computation;
const s = c.steps;

type Step = UserTransferDetail['steps'][number];
type Line = UserTransferDetail['lines'][number];

/** One step of the memória de cálculo as the screen lists it: its sentence, its details, its marks. */
export interface ComputationItem {
  key: string;
  text: string;
  /** The INSS or IRRF intermediates, one sentence each. */
  details: string[];
  /** Withheld by the payer, capped at the liquid, the INSS ceiling applied. */
  marks: string[];
}

/** Money text of the engine ("1234.56") as "R$ 1.234,56"; absent (values hidden): a dash. */
const money = (text: string | undefined): string => (text === undefined || text === '' ? '—' : formatMoneyText(text));

const isPositive = (text: string | undefined): boolean => text !== undefined && /[1-9]/.test(text);

function baseName(base: string | undefined): string {
  return base !== undefined && base in c.bases ? c.bases[base as keyof typeof c.bases] : (base ?? '');
}

function kindName(kind: string | undefined): string {
  return kind === 'FEE' ? c.kinds.FEE : c.kinds.TAX;
}

/** The marks of a tax or fee line: withheld by the payer (shown, not deducted), capped at the liquid. */
function lineMarks(v: Record<string, string>): string[] {
  const marks: string[] = [];
  if (v.withheldByPayer === 'true') marks.push(c.marks.withheldByPayer);
  if (v.capped === 'true') marks.push(fmt(c.marks.capped, { value: money(v.value) }));
  return marks;
}

function inssItem(step: Step): ComputationItem {
  const v = step.values;
  const marks = lineMarks(v);
  if (v.ceilingApplied === 'true') marks.unshift(c.marks.ceilingApplied);
  return {
    key: step.key,
    text: fmt(s.inssLine, {
      name: v.name ?? '',
      rate: rateOf(v.ratePercent),
      cappedBase: money(v.cappedBase),
      computed: money(v.computed),
    }),
    details: [
      fmt(s.inssDetail, {
        baseValue: money(v.baseValue),
        ceiling: money(v.ceiling),
        otherSources: money(v.otherSources),
        cappedBase: money(v.cappedBase),
      }),
    ],
    marks,
  };
}

function irrfItem(step: Step, line: Line | undefined): ComputationItem {
  const v = step.values;
  const detail = line?.detail ?? {};
  const details: string[] = [];
  if (detail.legalDeduction !== undefined && detail.simplifiedDiscount !== undefined) {
    details.push(
      fmt(s.deductionChoice, { legal: money(detail.legalDeduction), simplified: money(detail.simplifiedDiscount) }),
    );
  }
  details.push(
    isPositive(v.reduction)
      ? fmt(s.irrfReduction, { reduction: money(v.reduction), computed: money(v.computed) })
      : fmt(s.irrfNoReduction, { computed: money(v.computed) }),
  );
  return {
    key: step.key,
    text: fmt(s.irrfLine, {
      name: v.name ?? '',
      baseValue: money(v.baseValue),
      bandRate: rateOf(v.bracketRatePercent),
      bandDeduction: money(v.bracketDeduction),
      tableTax: money(v.tableTax),
    }),
    details,
    marks: lineMarks(v),
  };
}

function valueBaseIRText(v: Record<string, string>): string {
  const values = {
    valueBaseTransfer: money(v.valueBaseTransfer),
    deductionValue: money(v.deductionValue),
    valueBaseIR: money(v.valueBaseIR),
  };
  if (v.deductionKind === 'legal') {
    return fmt(s.valueBaseIRLegal, { ...values, inss: money(v.inss), dependants: v.dependants ?? '0' });
  }
  if (v.deductionKind === 'simplified') return fmt(s.valueBaseIRSimplified, values);
  return fmt(s.valueBaseIRNone, values);
}

/** One step in pt-BR; an unknown key (a newer server) shows its values as they came. */
function itemOf(step: Step, lines: readonly Line[]): ComputationItem {
  const v = step.values;
  const plain = (text: string, details: string[] = []): ComputationItem => ({
    key: step.key,
    text,
    details,
    marks: [],
  });
  switch (step.key) {
    case 'receivedValue':
      return plain(
        fmt(s.receivedValue, {
          fullValue: money(v.fullValue),
          discount: money(v.discount),
          receivedValue: money(v.receivedValue),
        }),
      );
    case 'rateLine':
      return {
        key: step.key,
        text: fmt(s.rateLine, {
          name: v.name ?? '',
          kind: kindName(v.kind),
          rate: rateOf(v.ratePercent),
          base: baseName(v.base),
          baseValue: money(v.baseValue),
          computed: money(v.computed),
        }),
        details: [],
        marks: lineMarks(v),
      };
    case 'fixedLine':
      return {
        key: step.key,
        text: fmt(s.fixedLine, {
          name: v.name ?? '',
          kind: kindName(v.kind),
          amount: money(v.amount),
          baseValue: money(v.baseValue),
          computed: money(v.computed),
        }),
        details: [],
        marks: lineMarks(v),
      };
    case 'valueBaseTransfer':
      return plain(
        fmt(s.valueBaseTransfer, {
          receivedValue: money(v.receivedValue),
          fees: money(v.fees),
          valueBaseTransfer: money(v.valueBaseTransfer),
        }),
      );
    case 'inssLine':
      return inssItem(step);
    case 'valueBaseIR':
      return plain(valueBaseIRText(v));
    case 'irrfLine':
      return irrfItem(
        step,
        lines.find((line) => line.ruleId === v.ruleId),
      );
    case 'liquid':
      return plain(
        fmt(s.liquid, {
          receivedValue: money(v.receivedValue),
          totalTaxes: money(v.totalTaxes),
          totalFees: money(v.totalFees),
          liquid: money(v.liquid),
        }),
        isPositive(v.withheldByPayerTotal)
          ? [fmt(s.liquidWithheld, { withheldByPayerTotal: money(v.withheldByPayerTotal) })]
          : [],
      );
    default:
      return plain(
        Object.entries(v)
          .map(([key, value]) => `${key}: ${value}`)
          .join('; '),
      );
  }
}

/** The memória de cálculo of a receiver's month, in the engine's order (decision 028). */
export function computationItems(steps: readonly Step[], lines: readonly Line[]): ComputationItem[] {
  return steps.map((step) => itemOf(step, lines));
}
