import type pg from 'pg';
import { EMAIL } from './events';
import { onEventsScratchCopy } from './events-scratch';
import { report } from './lib';

const EVENTS = 5_000;
const SCRATCH = 'honora_bench_collection';

/**
 * collections.settle_5k.ms: a collection of 5,000 events of one insurer (the events bench's
 * company database, copied so the run can post) settled receiving the rest — POST
 * /api/collections/:id/settle: every event's open insurer items received with the collection,
 * totals recomputed, events finished, the collection's figures recomputed — one run, wall time.
 * Baseline: the bare SQL of the same entries (one INSERT … SELECT of the events' open procedure
 * values, rolled back), without checks, totals or finishing.
 */
export async function benchCollections(baseUrl: string): Promise<void> {
  await onEventsScratchCopy(baseUrl, SCRATCH, async ({ raw, post }) => {
    const { insurerId, eventIds } = await openEventsOf(raw);
    const today = new Date().toISOString().slice(0, 10);
    const createdAt = performance.now();
    const created = (await post('/api/collections', { healthInsuranceId: insurerId, date: today, eventIds })) as {
      collection: { id: string; eventCount: number };
    };
    const createMs = performance.now() - createdAt;
    if (created.collection.eventCount !== EVENTS) throw new Error('the collection did not take every event');
    const baseline = await bareInsert(raw, created.collection.id);
    const started = performance.now();
    const settled = await post(`/api/collections/${created.collection.id}/settle`, {
      dtBaixa: today,
      receiveRest: true,
    });
    const ms = performance.now() - started;
    console.error(
      `# collections: created with ${EVENTS} events in ${createMs.toFixed(0)} ms; settled (${String(settled.status)}, ` +
        `open ${String(settled.valueOpen)}) in ${ms.toFixed(0)} ms`,
    );
    report('collections.settle_5k.ms', ms, 'ms', baseline);
  });
}

/** 5,000 open events of the bench biller's company, of its largest insurer and waiting for payment. */
async function openEventsOf(raw: pg.Client): Promise<{ insurerId: string; eventIds: string[] }> {
  const { rows: company } = await raw.query<{ id: string }>(
    `SELECT m.company_id AS id FROM company_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1`,
    [EMAIL],
  );
  const { rows: insurer } = await raw.query<{ id: string }>(
    `SELECT health_insurance_id AS id FROM events WHERE company_id = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    [company[0]!.id],
  );
  await raw.query(`SELECT set_config('honora.actor_id', 'bench', false), set_config('honora.actor_name', 'Bench', false),
    set_config('honora.actor_env', 'system', false), set_config('honora.actor_version', '', false)`);
  // The scratch copy's open events are given to its largest insurer and brought to WaitPayment, so
  // the collection has 5,000 events of one insurer, as a big insurer's monthly charge would.
  const { rows } = await raw.query<{ id: string }>(
    `UPDATE events SET status = 'WaitPayment', is_locked = false, cobranca_id = NULL, health_insurance_id = $2
     WHERE id IN (SELECT id FROM events WHERE company_id = $1 AND active AND total_in_processing > 0
       AND status NOT IN ('Finished', 'Received', 'PartialLosed', 'Losed', 'PartialCuted', 'Cuted')
       ORDER BY id LIMIT $3)
     RETURNING id`,
    [company[0]!.id, insurer[0]!.id, EVENTS],
  );
  if (rows.length < EVENTS) throw new Error(`only ${rows.length} open events for the collection bench`);
  return { insurerId: insurer[0]!.id, eventIds: rows.map((r) => r.id) };
}

/** The same receipts as bare SQL (every open procedure value of the collection's events), rolled back. */
async function bareInsert(raw: pg.Client, cobrancaId: string): Promise<number> {
  await raw.query('BEGIN');
  try {
    const started = performance.now();
    await raw.query(
      `INSERT INTO transactions (event_id, company_id, action, type, procedure_row_id, date, value, user_id, user_name, cobranca_id)
       SELECT e.id, e.company_id, 'Received', 'PROCEDURE', p.id, current_date, p.value, 'bench', 'Bench', e.cobranca_id
       FROM events e JOIN event_procedures p ON p.event_id = e.id AND p.deleted_at IS NULL
       WHERE e.cobranca_id = $1 AND p.value > 0`,
      [cobrancaId],
    );
    return performance.now() - started;
  } finally {
    await raw.query('ROLLBACK');
  }
}
