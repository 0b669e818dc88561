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

/**
 * forms.submit.p95_ms and forms.submit.lost (decision 057): a published 30-question form in
 * PostgreSQL (on the demo's matriz), the server started as `npm start` runs it, and 200
 * respondents sending one response each, all at once, through the public link. The per-IP limit
 * is raised (FORMS_RATE_LIMIT_IP) since every respondent comes from 127.0.0.1. Lost: the
 * responses sent that are not in the table (refused or dropped alike). Baselines: 200 ms, 0.
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
    const app = await startApp(scratch.url, { FORMS_RATE_LIMIT_IP: String((RESPONDENTS + WARMUP) * 10) });
    try {
      const url = `http://127.0.0.1:${app.port}/api/public/forms/${companyId}/pesquisa-de-carga/responses`;
      const send = async (n: number) => {
        const start = performance.now();
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ answers: answers(n) }),
        });
        await res.arrayBuffer();
        return { ms: performance.now() - start, isOk: res.status === 200 };
      };
      // Warm-up: a few responses one after the other (compiled schemas, pooled connections), not counted.
      const warm: number[] = [];
      for (let n = 0; n < WARMUP; n += 1) warm.push((await send(n)).ms);
      console.error(`# forms: uma resposta sozinha, mediana ${percentile(warm, 50).toFixed(1)} ms`);
      const results = await Promise.all(Array.from({ length: RESPONDENTS }, (_, n) => send(n)));
      const stored = await client.query<{ n: number }>(
        'SELECT (count(*) - $2)::int AS n FROM form_responses WHERE form_id = $1',
        [formId, WARMUP],
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
    } finally {
      await stop(app.child);
      await client.end();
    }
  } finally {
    await scratch.drop();
  }
}
