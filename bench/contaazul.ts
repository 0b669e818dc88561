import { CONTA_AZUL_RATE_WINDOWS, minimumDuration } from '@honora/domain';
import pg from 'pg';
import { report, scratchDatabase, setActor, signIn, startApp, stop } from './lib';

/**
 * integrations.contaazul_1k.ms (decision 054): 1,000 events of the demo company exported to the
 * app's local Conta Azul fake, which enforces the same limits (10 calls a second, 600 a minute),
 * timed from the export's POST until its job is FINISH; checked after: 1,000 rows EXPORTED.
 * Baseline: the least time the limits allow for the 1,000 create calls (ten at once, then ten
 * each second: 99 s); the target is within 10 % of it.
 */
const EVENTS = 1_000;
const EMAIL = 'gestor.faturamento@demo.honora.dev';
const PASSWORD = 'honora-demo';

export async function benchContaAzul(baseUrl: string): Promise<void> {
  const scratch = await scratchDatabase(baseUrl, 'contaazul');
  const app = await startApp(scratch.url, { FAKE_CONTAAZUL: 'true' });
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  try {
    const base = `http://127.0.0.1:${app.port}`;
    const { cookie, csrf } = await signIn(app.port, EMAIL, PASSWORD);
    const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: {
          cookie,
          'x-csrf-token': csrf,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as T;
    };
    const { rows: company } = await client.query<{ company_id: string; insurer: string }>(
      `select m.company_id, (select h.id from health_insurers h
                              where h.company_id = m.company_id and h.deleted_at is null order by h.name limit 1) as insurer
         from company_members m join users u on u.id = m.user_id
        where u.email = $1 and m.deleted_at is null
        order by (select count(*) from events e where e.company_id = m.company_id) desc limit 1`,
      [EMAIL],
    );
    const { company_id: demoCompany, insurer } = company[0]!;
    await call('POST', '/api/auth/select-company', { companyId: demoCompany });
    await setActor(client);
    const { rows: created } = await client.query<{ id: string }>(
      `insert into events (company_id, status, type, dt_procedure, health_insurance_id, num_guide, total_produced)
       select $1, 'WaitPayment', 'Honorario', date '2026-10-01' + (g % 28), $2, 'BENCH-' || g, 1000 + g * 1.37
         from generate_series(1, ${EVENTS}) g
       returning id`,
      [demoCompany, insurer],
    );

    // Connect as a person would: the authorize URL answers a redirect with the code.
    const { authorizeUrl } = await call<{ authorizeUrl: string }>('POST', '/api/contaazul/connect', {});
    const redirect = await fetch(authorizeUrl.replace('localhost', '127.0.0.1'), { redirect: 'manual' });
    const back = new URL(redirect.headers.get('location')!);
    await call('POST', '/api/contaazul/callback', {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
    });
    await call('PUT', '/api/contaazul/settings', { financialAccountId: 'fa-1', categoryId: 'cat-1' });
    await call('PUT', '/api/contaazul/mappings', {
      kind: 'healthInsurance',
      productKey: insurer,
      remoteId: 'pes-unimed',
    });

    const started = performance.now();
    const { jobId } = await call<{ jobId: string }>('POST', '/api/contaazul/exports', {
      eventIds: created.map((r) => r.id),
    });
    for (;;) {
      const job = await call<{ status: string; errorDetail: string | null }>('GET', `/api/jobs/${jobId}`);
      if (job.status === 'FINISH') break;
      if (job.status === 'FAILED' || job.status === 'CANCELLED')
        throw new Error(`export ${job.status}: ${job.errorDetail}`);
      if (performance.now() - started > 600_000) throw new Error('contaazul bench: not finished in 10 minutes');
      await new Promise((done) => setTimeout(done, 100));
    }
    const ms = performance.now() - started;
    const { rows: done } = await client.query<{ n: number }>(
      `select count(*)::int as n from contaazul_exports where last_job_id = $1 and state = 'EXPORTED'`,
      [jobId],
    );
    if (done[0]!.n !== EVENTS) throw new Error(`contaazul bench: ${done[0]!.n} of ${EVENTS} exported`);
    console.log(`# contaazul: ${EVENTS} eventos exportados, um por conta a receber`);
    report('integrations.contaazul_1k.ms', ms, 'ms', minimumDuration(EVENTS, CONTA_AZUL_RATE_WINDOWS));
  } finally {
    await client.end();
    await stop(app.child);
    await scratch.drop();
  }
}
