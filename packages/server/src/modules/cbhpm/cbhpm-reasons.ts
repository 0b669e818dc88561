import { messages, fmt } from '@honora/contract';
import type { CbhpmEditionField, CbhpmRowProblem, CbhpmValuationField, CbhpmValuationProblem } from '@honora/domain';

const c = messages.screens.cbhpm;
const r = messages.screens.referenceTables.reasons;

type Field = CbhpmEditionField | CbhpmValuationField;

/** "6A, 7B e o valor da UCO": a pt-BR list. */
const ptBrList = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;

/** The pt-BR name of a column of a CBHPM file. */
export const cbhpmFieldLabel = (field: Field): string => c.fields[field];

/** The report's "Motivo" of a rejected row of an edition file. */
export function editionReason(problem: CbhpmRowProblem): string {
  switch (problem.code) {
    case 'required':
      return fmt(r.required, { field: cbhpmFieldLabel(problem.field) });
    case 'digits':
      return fmt(r.digits, { field: cbhpmFieldLabel(problem.field), digits: problem.digits });
    case 'porte':
      return fmt(c.reasons.porte, { value: problem.value });
    case 'decimal':
      return fmt(c.reasons.decimal, { field: cbhpmFieldLabel(problem.field), decimals: problem.decimals });
    case 'integer':
      return fmt(c.reasons.integer, { field: cbhpmFieldLabel(problem.field), min: problem.min, max: problem.max });
    case 'fraction':
      return c.reasons.fraction;
    case 'fractionWithoutPorte':
      return c.reasons.fractionWithoutPorte;
    case 'duplicate':
      return fmt(r.duplicate, { line: problem.line });
  }
}

/**
 * The report's "Motivo" of a rejected row of a valuation file; `label` names a valuation
 * without a cotação (the upload's name).
 */
export function valuationReason(problem: CbhpmValuationProblem, label: string): string {
  switch (problem.code) {
    case 'required':
      return fmt(r.required, { field: cbhpmFieldLabel(problem.field) });
    case 'valueType':
      return fmt(c.reasons.valueType, { value: problem.value });
    case 'valueCode':
      return fmt(c.reasons.valueCode, { value: problem.value });
    case 'typeMismatch':
      return fmt(c.reasons.typeMismatch, { value: problem.value, type: problem.type });
    case 'money':
      return fmt(c.reasons.money, { field: cbhpmFieldLabel(problem.field) });
    case 'duplicate':
      return fmt(r.duplicate, { line: problem.line });
    case 'incomplete':
      return fmt(c.reasons.incomplete, {
        reference: problem.reference ?? label,
        missing: ptBrList(problem.missing.map((item) => (item === 'UCO' ? c.reasons.ucoValue : item))),
      });
  }
}
