import { messages, msg, type setVerifyStatusBodySchema, type VerifyReview } from '@honora/contract';
import { adminUsers, rowsOf, verifyFindingStatuses, withActor, type Queryable } from '@honora/db';
import { verifyStatusRefusal } from '@honora/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { actorOf } from '../../http/actor';
import type { AuthSession } from '../../http/auth-context';
import {
  EVENT_REVIEW,
  eventProblemQueries,
  eventWindow,
  PROCEDURE_REVIEW,
  procedureProblemQueries,
} from './admin-events.service';

type Body = z.output<typeof setVerifyStatusBodySchema>;
const e = messages.screens.verifyStatus.errors;

/** The current finding the body names, with its company and identity figures, or undefined when there is none. */
async function findFinding(q: Queryable, body: Body): Promise<{ companyId: string; detail: string } | undefined> {
  const window = eventWindow({});
  const isEvent = body.kind === 'event';
  const queries: Record<string, SQL> = isEvent
    ? eventProblemQueries(sql`${window} and e.id = ${body.recordId}`)
    : procedureProblemQueries(sql`${window} and ep.id = ${body.recordId}`);
  const query = queries[body.problem];
  if (!query) return undefined;
  const review = isEvent ? EVENT_REVIEW : PROCEDURE_REVIEW;
  const [row] = rowsOf<{ company_id: string; detail: string }>(
    await q.execute(sql`select p.company_id, ${review.detail} as detail from (${query}) p limit 1`),
  );
  return row && { companyId: row.company_id, detail: row.detail };
}

/** Approvers (decision 064): super admins and administrators with the admin rule adm. */
async function isApprover(q: Queryable, auth: AuthSession): Promise<boolean> {
  if (auth.isSuperAdmin) return true;
  const [row] = await q.select({ rules: adminUsers.rules }).from(adminUsers).where(eq(adminUsers.userId, auth.userId));
  return row?.rules.adm === true;
}

/**
 * PUT /api/admin/verify-status (platform.md §3 "Verify status approved, pending, waitApproved";
 * decision 064): moves a current finding to a status, keeping who did it, when and the note.
 * A finding that no longer exists is not found; a move the review's table refuses is a
 * statusError (same status) or permissionDenied (approval by a non-approver).
 */
export async function setVerifyStatus(ctx: AppContext, auth: AuthSession, body: Body): Promise<VerifyReview> {
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    const finding = await findFinding(tx, body);
    if (!finding) throw new AppError('notFound', { message: msg(e, 'findingNotFound') });
    const key = sql`kind = ${body.kind} and record_id = ${body.recordId} and problem = ${body.problem} and detail = ${finding.detail}`;
    const [current] = rowsOf<{ status: 'pending' | 'waitApproved' | 'approved' }>(
      await tx.execute(sql`select status from ${verifyFindingStatuses} where ${key} for update`),
    );
    const refusal = verifyStatusRefusal(current?.status ?? 'pending', body.status, await isApprover(tx, auth));
    if (refusal === 'sameStatus') throw new AppError('statusError', { message: msg(e, 'sameStatus') });
    if (refusal === 'notApprover') {
      throw new AppError('permissionDenied', {
        message: msg(e, 'notApprover'),
        params: { module: 'admin', action: 'write' },
      });
    }
    const values = {
      status: body.status,
      note: body.note ?? null,
      statusBy: auth.userId,
      statusByName: auth.userName,
      statusAt: new Date(),
    };
    const [saved] = await tx
      .insert(verifyFindingStatuses)
      .values({
        companyId: finding.companyId,
        kind: body.kind,
        recordId: body.recordId,
        problem: body.problem,
        detail: finding.detail,
        ...values,
      })
      .onConflictDoUpdate({
        target: [
          verifyFindingStatuses.kind,
          verifyFindingStatuses.recordId,
          verifyFindingStatuses.problem,
          verifyFindingStatuses.detail,
        ],
        set: values,
      })
      .returning();
    return {
      status: saved!.status,
      note: saved!.note,
      statusByName: saved!.statusByName,
      statusAt: saved!.statusAt.toISOString(),
    };
  });
}
