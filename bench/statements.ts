import {
  analiseContaMessage,
  statementFile,
  type AnaliseFixture,
  type FixtureGuide,
} from '@honora/domain/tiss/statements/testing';
import type pg from 'pg';
import { bareStatementParse } from '../packages/server/src/modules/statements/statement-file';
import { EMAIL } from './events';
import { onEventsScratchCopy } from './events-scratch';
import { percentile, report, timed } from './lib';

const ITEMS = 5_000;
const SCRATCH = 'honora_bench_statement';

/**
 * appeals.statement_5k.ms: an insurer's 5,000-item análise de conta (4.03.00) against the events
 * bench's company database (a million events, copied so the run can post): POST /api/statements
 * (read, hash checked, each line matched by guide key, stored) and POST /api/statements/:id/confirm
 * (every line's receipt and glosa posted, totals recomputed, events finished), one run, wall time.
 * Baseline: the bare parse of the same file (saxes over the bytes, no reading into models).
 */
export async function benchStatements(baseUrl: string): Promise<void> {
  await onEventsScratchCopy(baseUrl, SCRATCH, async ({ raw, post }) => {
    const { fixture, insurerId } = await statementOf(raw);
    const bytes = statementFile(analiseContaMessage('4.03.00', fixture)).bytes;
    const parseMs = percentile(await timed(async () => bareStatementParse(bytes), 2, 5), 50);
    type Answer = { id: string; counts: Record<string, number> };
    const started = performance.now();
    const imported = (await post('/api/statements', {
      healthInsuranceId: insurerId,
      fileName: 'bench.xml',
      content: Buffer.from(bytes).toString('base64'),
    })) as Answer;
    const uploaded = performance.now();
    const confirmed = (await post(`/api/statements/${imported.id}/confirm`, {})) as Answer;
    const ms = performance.now() - started;
    console.error(
      `# statements: ${JSON.stringify(imported.counts)} → posted ${confirmed.counts.posted}; ` +
        `import ${(uploaded - started).toFixed(0)} ms, confirm ${(performance.now() - uploaded).toFixed(0)} ms`,
    );
    if (confirmed.counts.posted !== ITEMS) throw new Error('not every line was posted');
    report('appeals.statement_5k.ms', ms, 'ms', parseMs);
  });
}

/** 5,000 items of the bench biller's company events waiting for payment: 70 % released, the rest glosa 1834. */
async function statementOf(raw: pg.Client): Promise<{ fixture: AnaliseFixture; insurerId: string }> {
  const { rows: company } = await raw.query<{ id: string }>(
    `SELECT m.company_id AS id FROM company_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1`,
    [EMAIL],
  );
  const { rows: insurer } = await raw.query<{ id: string }>(
    `SELECT health_insurance_id AS id FROM events WHERE company_id = $1 AND status IN ('WaitPayment', 'Pending', 'WaitRecourse')
     GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    [company[0]!.id],
  );
  // The scratch copy's events of the insurer not yet waiting for payment are sent (checked), so the
  // statement has 5,000 open items of one insurer, as a big insurer's monthly statement would.
  await raw.query(`SELECT set_config('honora.actor_id', 'bench', false), set_config('honora.actor_name', 'Bench', false),
    set_config('honora.actor_env', 'system', false), set_config('honora.actor_version', '', false)`);
  await raw.query(
    `UPDATE events SET status = 'WaitPayment', is_locked = false
     WHERE company_id = $1 AND health_insurance_id = $2 AND status IN ('AwaitingCheck', 'Custom', 'WaitSendGuia')`,
    [company[0]!.id, insurer[0]!.id],
  );
  const { rows } = await raw.query<{ guide: string; code: string; value: string; ord: number }>(
    `SELECT e.num_guide AS guide, p.id_proc AS code, p.value::text AS value, p."order" AS ord
     FROM events e JOIN event_procedures p ON p.event_id = e.id AND p.deleted_at IS NULL
     WHERE e.company_id = $1 AND e.health_insurance_id = $2 AND e.active AND NOT e.is_locked
       AND e.status IN ('WaitPayment', 'Pending', 'WaitRecourse')
       AND NOT EXISTS (SELECT 1 FROM event_procedures d WHERE d.event_id = e.id AND d.deleted_at IS NULL
         AND d.id <> p.id AND d.id_proc = p.id_proc)
     ORDER BY e.id, p."order" LIMIT $3`,
    [company[0]!.id, insurer[0]!.id, ITEMS],
  );
  if (rows.length < ITEMS) throw new Error(`only ${rows.length} open items for the statement bench`);
  const guides = new Map<string, FixtureGuide>();
  for (const row of rows) {
    const guide = guides.get(row.guide) ?? { numeroGuiaPrestador: row.guide, items: [] };
    guides.set(row.guide, guide);
    const cents = Math.round(Number(row.value) * 100);
    const glosa = cents - Math.round(cents * 0.7);
    guide.items.push({
      sequencialItem: String(row.ord),
      code: row.code,
      informado: (cents / 100).toFixed(2),
      ...(glosa > 0 ? { glosas: [{ valor: (glosa / 100).toFixed(2), tipo: '1834' }] } : {}),
    });
  }
  const all = [...guides.values()];
  const protocols = Array.from({ length: Math.ceil(all.length / 100) }, (_, i) => ({
    numeroLotePrestador: String(i + 1),
    numeroProtocolo: String(900000 + i),
    guides: all.slice(i * 100, i * 100 + 100),
  }));
  return { fixture: { numeroDemonstrativo: 'BENCH-5K', protocols }, insurerId: insurer[0]!.id };
}
