import { messages } from '@honora/contract';
import type { CbhpmEditionField, CbhpmRowProblem, CbhpmValuationField, CbhpmValuationProblem } from '@honora/domain';

const c = messages.screens.cbhpm;
const r = messages.screens.referenceTables.reasons;

type Field = CbhpmEditionField | CbhpmValuationField;

/** The pt-BR name of a column of a CBHPM file. */
export const cbhpmFieldLabel = (field: Field): string => c.fields[field];

/** The report's "Motivo" of a rejected row of an edition file. */
export function editionReason(problem: CbhpmRowProblem): string {
  switch (problem.code) {
    case 'required':
      return r.required(cbhpmFieldLabel(problem.field));
    case 'digits':
      return r.digits(cbhpmFieldLabel(problem.field), problem.digits);
    case 'porte':
      return c.reasons.porte(problem.value);
    case 'decimal':
      return c.reasons.decimal(cbhpmFieldLabel(problem.field), problem.decimals);
    case 'integer':
      return c.reasons.integer(cbhpmFieldLabel(problem.field), problem.min, problem.max);
    case 'fraction':
      return c.reasons.fraction;
    case 'fractionWithoutPorte':
      return c.reasons.fractionWithoutPorte;
    case 'duplicate':
      return r.duplicate(problem.line);
  }
}

/**
 * The report's "Motivo" of a rejected row of a valuation file; `label` names a valuation
 * without a cotação (the upload's name).
 */
export function valuationReason(problem: CbhpmValuationProblem, label: string): string {
  switch (problem.code) {
    case 'required':
      return r.required(cbhpmFieldLabel(problem.field));
    case 'valueType':
      return c.reasons.valueType(problem.value);
    case 'valueCode':
      return c.reasons.valueCode(problem.value);
    case 'typeMismatch':
      return c.reasons.typeMismatch(problem.value, problem.type);
    case 'money':
      return c.reasons.money(cbhpmFieldLabel(problem.field));
    case 'duplicate':
      return r.duplicate(problem.line);
    case 'incomplete':
      return c.reasons.incomplete(
        problem.reference ?? label,
        problem.missing.map((item) => (item === 'UCO' ? c.reasons.ucoValue : item)),
      );
  }
}
