import { fmt, messages } from '@honora/contract';
import { companies, questionnaireInvitations, questionnaires, withActor } from '@honora/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { throwIfAborted, type JobContext, type JobHandler } from '../../jobs/job-types';
import type { QuestionnaireRow } from './questionnaires.repository';

/**
 * The questionnaires' e-mails (decision 060): the invitation and the reminder, each with the
 * address's personal link, sent by the job runner (decision 019) — a request that invites a
 * thousand addresses answers at once and the e-mails go out behind it through the messenger (the
 * outbox first, then SMTP). The job's payload names the batch by the instant its rows were
 * stamped with (sent_at for invitations, reminded_at for reminders) in the request's transaction.
 */

const m = messages.screens.questionnaires.errors.mail;

/** The personal link: /quest/{email}?t={token}, on the app's public address (like the password links). */
export function questLink(appUrl: string, email: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/quest/${encodeURIComponent(email)}?t=${encodeURIComponent(token)}`;
}

const deadlineFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** The e-mail of one address: subject and plain-text body from the catalog. */
export function questMail(
  appUrl: string,
  q: Pick<QuestionnaireRow, 'title' | 'message' | 'closesAt'>,
  companyName: string,
  invitation: { email: string; token: string },
  reminder: boolean,
) {
  return {
    subject: fmt(reminder ? m.reminderSubject : m.subject, { title: q.title }),
    body: fmt(m.body, {
      company: companyName,
      title: q.title,
      message: q.message ? `${q.message}\n\n` : '',
      email: invitation.email,
      link: questLink(appUrl, invitation.email, invitation.token),
      deadline: q.closesAt ? fmt(m.deadline, { date: deadlineFormat.format(q.closesAt) }) : '',
    }),
  };
}

const payloadSchema = z.object({
  questionnaireId: z.uuid(),
  reminder: z.boolean(),
  /** The sent_at (or reminded_at) the request stamped its invitations with. */
  stamp: z.iso.datetime({ offset: true }),
});
export type QuestionnaireMailPayload = z.infer<typeof payloadSchema>;

const PROGRESS_EVERY = 50;

/**
 * Sends the batch's e-mails; skips invitations removed (and, for reminders, answered) since.
 * Delivery is at least once (decision 019): a run repeated after a crash may send part of a batch twice.
 */
async function run(ctx: JobContext<QuestionnaireMailPayload>) {
  const { questionnaireId, reminder, stamp } = ctx.payload;
  const app: AppContext = ctx.app;
  const i = questionnaireInvitations;
  const batch = await withActor(app.db, ctx.actor, async (tx) => {
    const [found] = await tx
      .select({ questionnaire: questionnaires, companyName: companies.name })
      .from(questionnaires)
      .innerJoin(companies, eq(companies.id, questionnaires.companyId))
      .where(and(eq(questionnaires.id, questionnaireId), isNull(questionnaires.deletedAt)));
    if (!found) return undefined;
    const at = new Date(stamp);
    const rows = await tx
      .select({ email: i.email, token: i.token })
      .from(i)
      .where(
        and(
          eq(i.questionnaireId, questionnaireId),
          isNull(i.deletedAt),
          reminder ? eq(i.remindedAt, at) : eq(i.sentAt, at),
          reminder ? isNull(i.answeredAt) : undefined,
        ),
      )
      .orderBy(asc(i.email));
    return { ...found, rows };
  });
  if (!batch) return { sent: 0 };
  let done = 0;
  for (const invitation of batch.rows) {
    throwIfAborted(ctx.signal);
    const mail = questMail(app.config.appUrl, batch.questionnaire, batch.companyName, invitation, reminder);
    await app.messenger.send({ channel: 'email', to: invitation.email, ...mail });
    done += 1;
    if (done % PROGRESS_EVERY === 0)
      await ctx.progress(Math.floor((done * 100) / batch.rows.length), 'questionnaireMails', {
        done,
        total: batch.rows.length,
      });
  }
  return { sent: done };
}

export const questionnaireMailJob: JobHandler<QuestionnaireMailPayload> = {
  kind: 'questionnaireMail',
  parse: (payload) => payloadSchema.parse(payload),
  run,
};
