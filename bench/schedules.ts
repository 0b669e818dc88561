import { createDatabase } from '@honora/db';
import { addMember, createCompany, createUser } from '@honora/db/testing';
import { validateRoster, zonedDay, type ScheduleSlot } from '@honora/domain';
import { hashPassword } from '@honora/server';
import pg from 'pg';
import { percentile, report, scratchDatabase, setActor, signIn, startApp, stop, timed } from './lib';

const DOCTORS = 80;
const WORKPLACES = 12;
/** Morning, afternoon and night plantões (minutes of the day). */
const SHIFTS = [
  { name: 'Manhã', start: 7 * 60, end: 13 * 60 },
  { name: 'Tarde', start: 13 * 60, end: 19 * 60 },
  { name: 'Noite', start: 19 * 60, end: 7 * 60 },
] as const;
const PASSWORD = 'bench-schedules-1';

/** Next month in São Paulo: every day of it is open to changes. */
function nextMonth(): string {
  const [year, month] = zonedDay(Date.now()).split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/**
 * The roster of a month, full: 80 doctors over 12 workplaces × 3 shifts, every cell of every day
 * filled, rotating the doctors so that none is twice in one day (a valid roster: nothing to tell).
 */
async function seedRoster(url: string, companyId: string, doctorIds: string[], month: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await setActor(client);
    const { rows: places } = await client.query<{ id: string }>(
      `INSERT INTO workplaces (company_id, name) SELECT $1, 'Hospital ' || g FROM generate_series(1, $2::int) g RETURNING id`,
      [companyId, WORKPLACES],
    );
    const shiftIds: string[] = [];
    for (const shift of SHIFTS) {
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO schedule_shifts (company_id, name, start_minute, end_minute, slot_category)
         VALUES ($1, $2, $3, $4, 'PLANTAO') RETURNING id`,
        [companyId, shift.name, shift.start, shift.end],
      );
      shiftIds.push(rows[0]!.id);
    }
    const { rows: lines } = await client.query<{ id: string }>(
      `INSERT INTO schedule_lines (company_id, workplace_id, shift_id, positions)
       SELECT $1, w, s, 1 FROM unnest($2::uuid[]) WITH ORDINALITY AS p(w, pi), unnest($3::uuid[]) WITH ORDINALITY AS q(s, qi)
       ORDER BY pi, qi RETURNING id`,
      [companyId, places.map((p) => p.id), shiftIds],
    );
    const { rowCount } = await client.query(
      `INSERT INTO schedule_slots (company_id, line_id, workplace_id, shift_id, day, position, starts_at, ends_at,
         slot_category, exclusive, night, doctor_id)
       SELECT $1, l.id, l.workplace_id, l.shift_id, d::date, 0,
         (d::date + s.start_minute * interval '1 minute') AT TIME ZONE 'America/Sao_Paulo',
         (d::date + (s.end_minute + CASE WHEN s.end_minute <= s.start_minute THEN 1440 ELSE 0 END) * interval '1 minute')
           AT TIME ZONE 'America/Sao_Paulo',
         'PLANTAO', true, s.start_minute >= 1140,
         ($2::uuid[])[1 + ((extract(day from d)::int * $3::int + l.n) % $4::int)]
       FROM generate_series($5::date, ($5::date + interval '1 month' - interval '1 day'), interval '1 day') d,
         (SELECT id, workplace_id, shift_id, row_number() OVER (ORDER BY workplace_id, shift_id) - 1 AS n
            FROM schedule_lines WHERE company_id = $1) l
         JOIN schedule_shifts s ON s.id = l.shift_id`,
      [companyId, doctorIds, lines.length, DOCTORS, `${month}-01`],
    );
    await client.query('ANALYZE schedule_slots');
    return rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * schedules.validate_month.ms: the month's whole roster (80 doctors × 12 workplaces × 3 shifts,
 * every day) through every rule of validateRoster, in process. Baseline: the least any overlap
 * check does — the slots sorted by doctor and start and each compared with the next.
 * schedules.month_grid.p95_ms: GET /api/on-call/months/:month (the grid and its validation) by
 * the schedule manager, one request at a time. Baseline: the month's slots read by one SQL query.
 */
export async function benchSchedules(baseUrl: string): Promise<void> {
  const scratch = await scratchDatabase(baseUrl, 'schedules');
  const database = await createDatabase({ url: scratch.url, poolMax: 2 });
  const month = nextMonth();
  let companyId: string;
  try {
    companyId = (await createCompany(database.db, { name: 'Cooperativa Bench Escalas', isMatriz: true })).id;
    const passwordHash = await hashPassword(PASSWORD);
    const manager = await createUser(database.db, { email: 'gestor@bench.honora.dev', name: 'Gestor', passwordHash });
    await addMember(database.db, { companyId, userId: manager.id, profiles: ['c'] });
    const doctorIds: string[] = [];
    for (let i = 0; i < DOCTORS; i++) {
      const user = await createUser(database.db, {
        email: `medico${i}@bench.honora.dev`,
        name: `Médico ${String(i + 1).padStart(2, '0')}`,
        passwordHash,
      });
      await addMember(database.db, { companyId, userId: user.id, profiles: ['b'], userTypes: ['KAnesthetist'] });
      doctorIds.push(user.id);
    }
    const slots = await seedRoster(scratch.url, companyId, doctorIds, month);
    console.error(`# schedules: ${slots} vagas de ${month} preenchidas (${DOCTORS} médicos)`);
  } finally {
    await database.close();
  }

  const raw = new pg.Client({ connectionString: scratch.url });
  await raw.connect();
  const { port, child } = await startApp(scratch.url);
  try {
    const { rows } = await raw.query<{
      id: string;
      doctor_id: string;
      workplace_id: string;
      s: Date;
      e: Date;
      night: boolean;
    }>(
      `SELECT id, doctor_id, workplace_id, starts_at AS s, ends_at AS e, night FROM schedule_slots WHERE company_id = $1`,
      [companyId],
    );
    const roster: ScheduleSlot[] = rows.map((r) => ({
      id: r.id,
      doctorId: r.doctor_id,
      workplaceId: r.workplace_id,
      start: r.s.getTime(),
      end: r.e.getTime(),
      exclusive: true,
      night: r.night,
    }));
    // Every doctor with every limit (none reached), so each rule walks the whole month.
    const limits = { weeklyMinutes: 60 * 60, monthlyMinutes: 240 * 60, monthlyShifts: 20, consecutiveNights: 4 };
    const context = {
      minRestMinutes: 0,
      doctors: new Map(rows.map((r) => [r.doctor_id, { isResident: false, limits }])),
      unavailability: new Map(),
      closedWorkplaces: new Map(),
      dayOf: zonedDay,
    };
    const found = validateRoster(roster, context);
    if (found.length > 0) throw new Error(`the bench roster breaks ${found.length} rules: ${JSON.stringify(found[0])}`);
    const sweep = async () => {
      const sorted = [...roster].sort((a, b) =>
        a.doctorId! < b.doctorId! ? -1 : a.doctorId! > b.doctorId! ? 1 : a.start - b.start,
      );
      let clashes = 0;
      for (let i = 1; i < sorted.length; i++) {
        if (sorted[i]!.doctorId === sorted[i - 1]!.doctorId && sorted[i]!.start < sorted[i - 1]!.end) clashes++;
      }
      return clashes;
    };
    const validate = async () => validateRoster(roster, context);
    const baselineValidate = await timed(sweep, 5, 50);
    const validated = await timed(validate, 5, 50);
    report('schedules.validate_month.ms', percentile(validated, 50), 'ms', percentile(baselineValidate, 50));

    const { cookie } = await signIn(port, 'gestor@bench.honora.dev', PASSWORD);
    const url = `http://127.0.0.1:${port}/api/on-call/months/${month}`;
    const get = async () => {
      const res = await fetch(url, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
      const body = (await res.json()) as { slots: unknown[]; violations: unknown[] };
      if (body.slots.length !== rows.length) throw new Error(`the grid answered ${body.slots.length} slots`);
    };
    const direct = async () =>
      raw.query(`SELECT * FROM schedule_slots WHERE company_id = $1 AND day BETWEEN $2::date AND ($2::date + 30)`, [
        companyId,
        `${month}-01`,
      ]);
    const baseline = await timed(direct, 10, 100);
    const server = await timed(get, 10, 100);
    report('schedules.month_grid.p95_ms', percentile(server, 95), 'ms', percentile(baseline, 95));
  } finally {
    await stop(child);
    await raw.end();
    await scratch.drop();
  }
}
