import { Agent, request } from 'node:http';
import pg from 'pg';
import { percentile, report, scratchDatabase, setActor, startApp, stop } from './lib';

const QUESTIONS = 30;
const RESPONDENTS = 200;
const WARMUP = 20;
const OPTIONS = ['Ótimo', 'Bom', 'Regular', 'Ruim'];

/** A 30-question form of every kind but dates (checked by the same code): text, numbers, choices, yes/no/na. */
function sections() {
  const types = ['text', 'paragraph', 'number', 'radio', 'checkbox', 'select', 'booleanNa', 'date', 'time', 'dateTime'];
  const questions = Array.from({ length: QUESTIONS }, (_, i) => {
    const type = types[i % types.length]!;
    const isChoice = ['radio', 'checkbox', 'select'].includes(type);
    return {
      id: `q${i + 1}`,
      type,
      label: `Pergunta ${i + 1}`,
      help: null,
      required: i % 3 === 0,
      options: isChoice ? OPTIONS : [],
      min: type === 'number' ? 0 : null,
      max: type === 'number' ? 10 : null,
      condition: null,
    };
  });
  return [{ id: 's1', title: 'Pesquisa', description: null, questions }];
}

function answers(n: number): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const q of sections()[0]!.questions) {
    values[q.id] = {
      text: `Respondente ${n}`,
      paragraph: 'Texto livre '.repeat(20),
      number: String(n % 11),
      radio: OPTIONS[n % 4]!,
      checkbox: [OPTIONS[n % 4]!, OPTIONS[(n + 1) % 4]!],
      select: OPTIONS[(n + 2) % 4]!,
      booleanNa: ['yes', 'no', 'na'][n % 3]!,
      date: '2026-11-28',
      time: '08:30',
      dateTime: '2026-11-28T08:30',
    }[q.type]!;
  }
  return values;
}

/** A respondent's own address (10.x.y.z), as a reverse proxy passes it on in X-Forwarded-For. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * forms.submit.p95_ms and forms.submit.lost (decision 057): a published 30-question form in
 * PostgreSQL (on the demo's matriz), the server started as `npm start` runs it behind a proxy
 * (TRUST_PROXY=true), and 200 respondents sending one response each, all at once, through the
 * public link, each from its own address (X-Forwarded-For) under the default per-IP limit. Lost:
 * the responses sent that are not in the table (refused or dropped alike). Baselines: 200 ms, 0.
 */
export async function benchForms(baseUrl: string): Promise<void> {
  const scratch = await scratchDatabase(baseUrl, 'forms');
  try {
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    await setActor(client);
    const { rows } = await client.query<{ company_id: string; id: string }>(
      `INSERT INTO forms (company_id, title, slug, published, opened_at, sections)
       SELECT id, 'Pesquisa de carga', 'pesquisa-de-carga', true, now(), $1::jsonb
       FROM companies WHERE is_matriz AND deleted_at IS NULL ORDER BY created_at LIMIT 1
       RETURNING company_id, id`,
      [JSON.stringify(sections())],
    );
    const { company_id: companyId, id: formId } = rows[0]!;
    const app = await startApp(scratch.url, { TRUST_PROXY: 'true' });
    try {
      const url = `http://127.0.0.1:${app.port}/api/public/forms/${companyId}/pesquisa-de-carga/responses`;
      // node:http with keep-alive rather than fetch (undici): the load generator shares the 2 cores
      // with the server and PostgreSQL, and fetch cost it about three times the CPU per response.
      const agent = new Agent({ keepAlive: true });
      let sender = 0;
      const send = (body: string) =>
        new Promise<{ ms: number; isOk: boolean }>((done, fail) => {
          const headers = {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-forwarded-for': addressOf(++sender),
          };
          const start = performance.now();
          const req = request(url, { method: 'POST', headers, agent }, (res) => {
            res.resume();
            res.on('error', fail);
            res.on('end', () => done({ ms: performance.now() - start, isOk: res.statusCode === 200 }));
          });
          req.on('error', fail);
          req.end(body);
        });
      const bodies = Array.from({ length: RESPONDENTS + 2 * WARMUP }, (_, n) =>
        JSON.stringify({ answers: answers(n) }),
      );
      // Warm-up, not counted: responses one after the other (compiled schemas, the kept form), then a
      // batch at once (the pool's connections open, as on a server that has been answering).
      const warm: number[] = [];
      for (let n = 0; n < WARMUP; n += 1) warm.push((await send(bodies[n]!)).ms);
      console.error(`# forms: uma resposta sozinha, mediana ${percentile(warm, 50).toFixed(1)} ms`);
      await Promise.all(bodies.slice(WARMUP, 2 * WARMUP).map(send));
      // Every respondent first opens the form (GET, not counted), as the public page does before its
      // answers are sent: the 200 answers then go over the respondents' open connections.
      const formUrl = url.replace(/\/responses$/, '');
      const open = () =>
        new Promise<void>((done, fail) => {
          const req = request(formUrl, { agent }, (res) => {
            res.resume();
            res.on('error', fail);
            res.on('end', () => (res.statusCode === 200 ? done() : fail(new Error(`GET ${res.statusCode}`))));
          });
          req.on('error', fail);
          req.end();
        });
      await Promise.all(Array.from({ length: RESPONDENTS }, open));
      const results = await Promise.all(bodies.slice(2 * WARMUP).map(send));
      const stored = await client.query<{ n: number }>(
        'SELECT (count(*) - $2)::int AS n FROM form_responses WHERE form_id = $1',
        [formId, 2 * WARMUP],
      );
      const failed = results.filter((r) => !r.isOk).length;
      console.error(
        `# forms: ${RESPONDENTS} respostas de ${QUESTIONS} perguntas; ${stored.rows[0]!.n} gravadas, ${failed} recusadas`,
      );
      report(
        'forms.submit.p95_ms',
        percentile(
          results.map((r) => r.ms),
          95,
        ),
        'ms',
        200,
      );
      report('forms.submit.lost', RESPONDENTS - stored.rows[0]!.n, 'count', 0);
      agent.destroy();
    } finally {
      await stop(app.child);
      await client.end();
    }
  } finally {
    await scratch.drop();
  }
}
