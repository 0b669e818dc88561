import { messages, type ReplacedReferenceTable, fmt } from '@honora/contract';
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
      return fmt(r.required, { field: fieldLabel(table, problem.field) });
    case 'digits':
      return fmt(r.digits, { field: fieldLabel(table, problem.field), digits: problem.digits });
    case 'date':
      return fmt(r.date, { field: fieldLabel(table, problem.field) });
    case 'endBeforeStart':
      return r.endBeforeStart;
    case 'unknownUf':
      return fmt(r.unknownUf, { ufCode: problem.ufCode });
    case 'checkDigit':
      return r.checkDigit;
    case 'ufMismatch':
      return fmt(r.ufMismatch, { field: fieldLabel(table, problem.field), expected: problem.expected });
    case 'capital':
      return r.capital;
    case 'duplicate':
      return fmt(r.duplicate, { line: problem.line });
    case 'superseded':
      return fmt(r.superseded, { line: problem.line });
  }
}
