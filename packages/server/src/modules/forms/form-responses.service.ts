import {
  FORM_RESPONSES_PAGE_SIZE,
  messages,
  flattenQuestions,
  type FormQuestion,
  type FormResponse,
  type FormResponsesQuery,
  type FormSection,
  type FormSummary,
} from '@honora/contract';
import { summarizeResponses, type StoredAnswers } from '@honora/domain';
import { withTenant, type Queryable } from '@honora/db';
import type { AppContext } from '../../context';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { startXlsx, type CellInput, type CellKind, type SheetColumn } from '../../http/xlsx';
import { formNotFound, responseNotFound } from './form-answer';
import { findForms, findResponse, responsesInPeriod, responsesPage, type FormResponseRow } from './forms.repository';

/**
 * /client/FormsResponses and /admin/FormsResponses (platform.md §2; decision 057): a form's
 * responses by period in pages, one response, the summary per question and the Excel export —
 * one row per response, one column per question headed by its label, real numbers and dates,
 * answers written as text cells (never formulas or markup). The company's own forms (module
 * forms) or any company's (administrators, scope null).
 */

/** The company of the session (row-level security as its tenant), or every company (administrators). */
export type ResponsesScope = { companyId: string; auth: AuthSession; access: RequestAccess } | null;

function inScope<T>(
  ctx: AppContext,
  scope: ResponsesScope,
  fn: (db: Queryable, companyId: string | null) => Promise<T>,
) {
  if (!scope) return fn(ctx.db, null);
  return withTenant(ctx.db, tenantOf(scope.auth, scope.access), (tx) => fn(tx, scope.companyId));
}

export const clientScope = (auth: AuthSession, access: RequestAccess): ResponsesScope => ({
  companyId: auth.companyId as string,
  auth,
  access,
});

async function formOf(db: Queryable, companyId: string | null, formId: string) {
  const [found] = await findForms(db, companyId, formId);
  if (!found) throw formNotFound();
  return found.form;
}

const responseAnswer = (row: FormResponseRow): FormResponse => ({
  id: row.id,
  formId: row.formId,
  submittedAt: row.submittedAt.toISOString(),
  answers: row.answers,
  invitedEmail: row.invitedEmail,
});

/** GET …/forms/:id/responses. */
export async function listFormResponses(
  ctx: AppContext,
  scope: ResponsesScope,
  formId: string,
  query: FormResponsesQuery,
) {
  return inScope(ctx, scope, async (db, companyId) => {
    await formOf(db, companyId, formId);
    const { rows, total } = await responsesPage(db, formId, query, FORM_RESPONSES_PAGE_SIZE);
    return { items: rows.map(responseAnswer), total, page: query.page, pageSize: FORM_RESPONSES_PAGE_SIZE };
  });
}

/** GET /api/form-responses/:id (another company's id is not found). */
export async function readFormResponse(ctx: AppContext, scope: ResponsesScope, id: string) {
  return inScope(ctx, scope, async (db, companyId) => {
    const row = await findResponse(db, companyId, id);
    if (!row) throw responseNotFound();
    return responseAnswer(row);
  });
}

/** GET …/forms/:id/summary: counts per option, count and average of numbers. */
export async function summarizeFormResponses(
  ctx: AppContext,
  scope: ResponsesScope,
  formId: string,
  query: FormResponsesQuery,
): Promise<FormSummary> {
  return inScope(ctx, scope, async (db, companyId) => {
    const form = await formOf(db, companyId, formId);
    const rows = await responsesInPeriod(db, formId, query);
    const questions = flattenQuestions(form.sections as FormSection[]);
    return {
      total: rows.length,
      questions: summarizeResponses(
        questions,
        rows.map((r) => r.answers as StoredAnswers),
      ),
    };
  });
}

const t = messages.screens.forms;
const BOOLEAN_NA = t.booleanNa as Record<string, string>;

/** A question's column: its label, and a cell of its type's kind. */
function questionColumn(q: FormQuestion): SheetColumn<FormResponseRow> {
  const answer = (row: FormResponseRow) => row.answers[q.id];
  const column = (kind: CellKind, value: (v: string) => CellInput): SheetColumn<FormResponseRow> => ({
    header: q.label,
    kind,
    width: q.type === 'paragraph' ? 50 : 24,
    value: (row) => {
      const v = answer(row);
      if (v === undefined) return null;
      return typeof v === 'string' ? value(v) : v.join('; ');
    },
  });
  switch (q.type) {
    case 'number':
      return column('decimal', (v) => Number(v));
    case 'date':
      return column('date', (v) => v);
    // A wall-clock answer read as São Paulo time, so the cell shows what was typed.
    case 'dateTime':
      return column('dateTime', (v) => `${v}:00-03:00`);
    case 'booleanNa':
      return column('text', (v) => BOOLEAN_NA[v] ?? v);
    default:
      return column('text', (v) => v);
  }
}

/** GET …/forms/:id/responses.xlsx. */
export async function formResponsesXlsx(
  ctx: AppContext,
  scope: ResponsesScope,
  formId: string,
  query: FormResponsesQuery,
): Promise<{ xlsx: Buffer; fileName: string }> {
  const { form, rows } = await inScope(ctx, scope, async (db, companyId) => ({
    form: await formOf(db, companyId, formId),
    rows: await responsesInPeriod(db, formId, query),
  }));
  const columns: SheetColumn<FormResponseRow>[] = [
    { header: t.sheetSubmittedAt, kind: 'dateTime', value: (row) => row.submittedAt },
    // Decision 060: the invited address, only when some response of the export came through a questionnaire.
    ...(rows.some((row) => row.invitedEmail)
      ? [
          {
            header: t.sheetInvitedEmail,
            kind: 'text' as const,
            width: 32,
            value: (row: FormResponseRow) => row.invitedEmail,
          },
        ]
      : []),
    ...flattenQuestions(form.sections as FormSection[]).map(questionColumn),
  ];
  const sheet = startXlsx(t.sheetName, columns);
  sheet.add(rows);
  return { xlsx: await sheet.finish(), fileName: `respostas-${form.slug}` };
}
