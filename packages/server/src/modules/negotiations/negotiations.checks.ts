import { fmt, messages, msg, validityParams, type LocalizedText } from '@honora/contract';
import {
  checkNegotiationChange,
  checkNegotiationProcedures,
  formatDate,
  hasStarted,
  negotiationTableCodes,
  type NegotiationChangeProblem,
  type NegotiationClose,
  type NegotiationProcedureProblem,
} from '@honora/domain';
import type { Tx } from '@honora/db';
import { AppError, fieldError } from '../../errors';
import type { NegotiationEditable } from './negotiations.answer';
import * as repo from './negotiations.repository';

const e = messages.screens.negotiations.errors;

type Validity = Awaited<ReturnType<typeof repo.listValidities>>[number];
type Problem = NegotiationChangeProblem | NegotiationProcedureProblem;

const orNull = (date: string | null) => (date === null ? null : formatDate(date));

/** The catalog's pt-BR text of a rule the domain refused. */
function messageOf(problem: Problem, others: readonly Validity[]): LocalizedText {
  switch (problem.code) {
    case 'overlap': {
      const other = others.find((o) => o.id === problem.otherId)!;
      return msg(e, 'overlap', {
        period: fmt(e.period, { name: other.name, ...validityParams(orNull(other.start), orNull(other.end)) }),
      });
    }
    case 'inTable':
      return msg(e, 'inTable', { code: problem.procedureCode! });
    case 'notInTable':
      return msg(e, 'notInTable', { code: problem.procedureCode! });
    default:
      return msg(e, problem.code);
  }
}

interface Refusal {
  path: string;
  message: LocalizedText;
}

/** 400 inputError with one message per field (the first), in the order the rules found them. */
function refuse(fields: Refusal[]): never {
  const once = fields.filter((field, i) => fields.findIndex((f) => f.path === field.path) === i);
  throw new AppError('inputError', {
    fields: once.map((field) => fieldError(field.path, field.message)),
    message: once[0]!.message,
  });
}

/** The chosen edition and valuation exist, and the custom procedures and overrides fit the edition. */
async function tableProblems(tx: Tx, next: NegotiationEditable): Promise<Refusal[]> {
  const fields: Refusal[] = [];
  if (next.cbhpmId !== null && !(await repo.editionExists(tx, next.cbhpmId))) {
    fields.push({ path: 'cbhpmId', message: msg(e, 'editionNotFound') });
  }
  if (next.valuationId !== null && !(await repo.valuationExists(tx, next.valuationId))) {
    fields.push({ path: 'valuationId', message: msg(e, 'valuationNotFound') });
  }
  if (fields.length > 0) return fields;
  const codes =
    next.cbhpmId === null ? new Set<string>() : await repo.editionCodes(tx, next.cbhpmId, negotiationTableCodes(next));
  return checkNegotiationProcedures(next, (code) => codes.has(code)).map((problem) => ({
    path: problem.path,
    message: messageOf(problem, []),
  }));
}

/**
 * Every rule of billing.md §5 on a create, update or copy, against the insurer's other live
 * negotiations (read inside the transaction that holds the insurer's lock). Refuses with all
 * the fields at once; answers the open-ended negotiations the change closes.
 */
export async function checkSave(
  tx: Tx,
  scope: { companyId: string; insurerId: string; today: string },
  current: (NegotiationEditable & { id: string }) | null,
  next: NegotiationEditable,
): Promise<NegotiationClose[]> {
  const others = await repo.listValidities(tx, scope.companyId, scope.insurerId);
  const check = checkNegotiationChange({ existing: others, current, next, today: scope.today });
  const fields = check.problems.map((problem) => ({ path: problem.path, message: messageOf(problem, others) }));
  // A started negotiation keeps its tables and procedures: the change rules refuse any change to them.
  if (!(current && hasStarted(current, scope.today))) fields.push(...(await tableProblems(tx, next)));
  if (fields.length > 0) refuse(fields);
  return check.closes;
}
