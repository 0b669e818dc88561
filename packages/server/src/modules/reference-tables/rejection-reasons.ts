import { messages, type ReplacedReferenceTable } from '@honora/contract';
import type { ReferenceField, RowProblem } from '@honora/domain';

const t = messages.screens.referenceTables;

/** The pt-BR name of a file column in the reasons ("Código IBGE: informe 7 dígitos"). */
export function fieldLabel(table: ReplacedReferenceTable, field: ReferenceField): string {
  return field === 'code' ? t.fields.code[table] : t.fields[field];
}

/** The report's "Motivo" of a rejected row. */
export function rejectionReason(table: ReplacedReferenceTable, problem: RowProblem): string {
  const r = t.reasons;
  switch (problem.code) {
    case 'required':
      return r.required(fieldLabel(table, problem.field));
    case 'digits':
      return r.digits(fieldLabel(table, problem.field), problem.digits);
    case 'date':
      return r.date(fieldLabel(table, problem.field));
    case 'endBeforeStart':
      return r.endBeforeStart;
    case 'unknownUf':
      return r.unknownUf(problem.ufCode);
    case 'checkDigit':
      return r.checkDigit;
    case 'ufMismatch':
      return r.ufMismatch(fieldLabel(table, problem.field), problem.expected);
    case 'capital':
      return r.capital;
    case 'duplicate':
      return r.duplicate(problem.line);
    case 'superseded':
      return r.superseded(problem.line);
  }
}
