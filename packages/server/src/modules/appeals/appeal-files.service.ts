import { messages, msg, XML_MIME } from '@honora/contract';
import { withTenant, type Tx } from '@honora/db';
import { buildRecursoGlosa, encodeLatin1 } from '@honora/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { nextSequential } from '../sequential';
import { loadGuideInputs, registeredAt } from '../tiss';
import * as files from './appeal-files.repository';
import { renderAppealPdf } from './appeal-pdf';
import { appealView } from './appeal-view';
import { appealXmlPlan, type AppealXmlSource } from './appeal-xml-input';
import { appealXmlNoteText, recursoProblemText } from './appeal-xml-problems';
import * as repo from './appeals.repository';
import { companyOf, today } from './appeals.service';

/**
 * The appeal's files (billing.md §3 Appeal; shared/tiss/NOTES.md §7 Recurso de glosa): the
 * electronic RECURSO_GLOSA in the insurer's TISS version and the printed appeal. Both carry
 * values: the XML is refused to a reader who may not see them, the PDF prints without them.
 */

const e = messages.screens.appeals.errors;
const fe = messages.screens.appeals.files.errors;

export interface AppealFile {
  fileName: string;
  mime: string;
  content: Buffer;
  /** What the user should know of a file that was built (items left out, characters dropped), pt-BR. */
  warnings: string[];
}

const notFound = () => new AppError('notFound', { message: msg(e, 'notFound') });
const unavailable = (problems: readonly string[]) =>
  new AppError('statusError', { message: msg(e, 'xmlUnavailable', { problems: problems.join('; ') }) });

/** numeroProtocolo is an integer of at most 12 digits in the appeal (NOTES.md §7); missing is the builder's `required`. */
function refuseProtocol(protocol: string | null): void {
  if (protocol && protocol.trim() !== '' && !/^\d{1,12}$/.test(protocol)) {
    throw new AppError('statusError', { message: msg(e, 'protocolNotNumeric') });
  }
}

/**
 * The appeal's sequencialTransacao (billing.md §5: unique per company): allocated at the first
 * download and kept, so every later download is the same message. A number some appeal already
 * carries (typed or imported) is skipped.
 */
async function sequenceOf(ctx: AppContext, tx: Tx, appeal: repo.AppealRow): Promise<number> {
  if (appeal.transactionSequence !== null) return appeal.transactionSequence;
  const sequence = await nextSequential(
    tx,
    { id: appeal.companyId, table: 'appeals', field: 'transactionSequence' },
    ctx.log,
    {
      isTaken: (value) => files.sequenceTaken(tx, appeal.companyId, value),
      maxUsed: () => files.maxSequence(tx, appeal.companyId),
    },
  );
  if (sequence === 0) throw new AppError('unknown');
  return sequence;
}

/** The appeal's guides as the lote read them, and its procedure rows; refused when its insurer holds none of its events. */
async function xmlSource(tx: Tx, appeal: repo.AppealRow, items: readonly repo.AppealItemRow[]) {
  const eventIds = [...new Set(items.map((i) => i.eventId))];
  const [groups, rows, labels] = await Promise.all([
    loadGuideInputs(tx, eventIds),
    files.procedureRowsOf(
      tx,
      items.flatMap((i) => (i.procedureRowId ? [i.procedureRowId] : [])),
    ),
    repo.eventLabels(tx, eventIds),
  ]);
  const numGuides = new Map(labels.map((l) => [l.id, l.numGuide]));
  const group = groups.find((g) => g.healthInsuranceId === appeal.healthInsuranceId);
  if (!group) {
    throw unavailable(
      eventIds.map((id) => appealXmlNoteText({ code: 'guideNotFound', guide: numGuides.get(id) ?? id })),
    );
  }
  return { group, procedures: new Map(rows.map((r) => [r.id, r])), numGuides };
}

/** GET /api/appeals/:id/recurso.xml — the TISS RECURSO_GLOSA (ISO-8859-1), or why it cannot be built. */
export async function appealXml(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<AppealFile> {
  if (!access.canSeeValues) throw new AppError('permissionDenied', { message: msg(fe, 'valuesDenied') });
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    // Locked: two first downloads at once take one sequence.
    const appeal = await repo.findAppeal(tx, companyOf(auth), id, true);
    if (!appeal) throw notFound();
    refuseProtocol(appeal.protocolNumber);
    const items = await repo.itemsOf(tx, appeal.id);
    const source: AppealXmlSource = {
      appeal,
      items,
      ...(await xmlSource(tx, appeal, items)),
      sequence: await sequenceOf(ctx, tx, appeal),
      registered: registeredAt(new Date()),
      today: today(),
    };
    const plan = appealXmlPlan(source);
    if (plan.blocking.length > 0) throw unavailable(plan.blocking.map(appealXmlNoteText));
    const result = buildRecursoGlosa(plan.input);
    if (!result.ok) throw unavailable(result.problems.map((p) => recursoProblemText(p, plan.guideNumbers)));
    if (appeal.transactionSequence === null) {
      await repo.updateAppeal(tx, appeal.id, { transactionSequence: source.sequence });
    }
    return {
      fileName: `recurso-${appeal.code}.xml`,
      mime: XML_MIME,
      content: Buffer.from(encodeLatin1(result.xml)),
      warnings: [
        ...plan.leftOut.map(appealXmlNoteText),
        ...result.warnings.map((w) => recursoProblemText(w, plan.guideNumbers)),
      ],
    };
  });
}

/** GET /api/appeals/:id/recurso.pdf — the printed appeal; values only for readers who may see them. */
export async function appealPdf(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<AppealFile> {
  const { view, company, registerAns } = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const row = await repo.findAppeal(tx, companyOf(auth), id);
    if (!row) throw notFound();
    const [view, company, insurer] = await Promise.all([
      appealView(tx, row, today()),
      files.companyOf(tx, row.companyId),
      repo.insurerOf(tx, row.healthInsuranceId),
    ]);
    return { view, company, registerAns: insurer?.registerAns ?? null };
  });
  const content = await renderAppealPdf(view, {
    company: { name: company?.name ?? '', cnpj: company?.cnpj ?? null },
    registerAns,
    showValues: access.canSeeValues,
  });
  return { fileName: `recurso-${view.code}.pdf`, mime: 'application/pdf', content, warnings: [] };
}
