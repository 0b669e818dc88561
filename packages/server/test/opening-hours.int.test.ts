import { formSectionsSchema, messages } from '@honora/contract';
import { companyWebConfigs, forms, systemActor, withActor } from '@honora/db';
import { createCompany } from '@honora/db/testing';
import { defaultPermissionConfig, wallDayAndTime } from '@honora/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { good, sections } from './forms-world';
import { signedIn } from './negotiations-world';

/** A company's opening hours and their effect on public form responses (platform.md §4; decision 064). */
const t0 = messages.screens.openingHours;
let t: TestApp;
let companyId: string;
let otherId: string;
let admin: TestClient;
let reader: TestClient;
let outsider: TestClient;
let ip = 0;

const url = '/api/company/opening-hours';
const closedWeek = () => Array.from({ length: 7 }, () => [] as { start: string; end: string }[]);
const switches = { delivery: true, onSite: true, takeout: true };
const formUrl = () => `/api/public/forms/${companyId}/horario`;
const submit = () =>
  t.app.inject({
    method: 'POST',
    url: `${formUrl()}/responses`,
    payload: { answers: good },
    remoteAddress: `10.9.0.${++ip}`,
  });

beforeAll(async () => {
  t = await createTestApp({ FORMS_RATE_LIMIT_IP: '100' });
  const db = t.database.db;
  companyId = (await createCompany(db, { name: 'Clínica Horário' })).id;
  otherId = (await createCompany(db, { name: 'Outra Horário' })).id;
  await withActor(db, systemActor, async (tx) => {
    await tx
      .update(companyWebConfigs)
      .set({ permissions: defaultPermissionConfig() })
      .where(inArray(companyWebConfigs.companyId, [companyId, otherId]));
    await tx.insert(forms).values({
      companyId,
      title: 'Horário',
      slug: 'horario',
      published: true,
      openedAt: new Date(),
      sections: formSectionsSchema.parse(sections),
    });
  });
  admin = await signedIn(t, 'admin@horario.dev', companyId, 'a');
  reader = await signedIn(t, 'gestor@horario.dev', companyId, 'e');
  outsider = await signedIn(t, 'admin@outra-horario.dev', otherId, 'a');
});
afterAll(() => t.close());

describe('GET/PUT /api/company/opening-hours', () => {
  it('starts with no hours: always open', async () => {
    const res = await admin.get(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ hours: null, switches, timeZone: 'America/Sao_Paulo' });
    expect(res.json().state).toMatchObject({ isOpen: true, nextChange: null, delivery: { mode: 'automatic' } });
  });

  it('saves periods, crossing midnight too, and tells the state', async () => {
    const hours = closedWeek();
    hours[1] = [
      { start: '08:00', end: '12:00' },
      { start: '22:00', end: '02:00' },
    ];
    const res = await admin.put(url, { hours, switches: { ...switches, takeout: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().hours[1]).toEqual(hours[1]);
    expect(res.json().state.takeout).toMatchObject({ isOpen: false, mode: 'off' });
    expect((await reader.get(url)).json().hours[1]).toEqual(hours[1]);
  });

  it('refuses overlaps, bad times and too many periods in pt-BR, writing nothing', async () => {
    const before = (await admin.get(url)).json();
    const overlap = closedWeek();
    overlap[1] = [{ start: '22:00', end: '03:00' }];
    overlap[2] = [{ start: '02:00', end: '05:00' }];
    const cases: [unknown, string][] = [
      [{ hours: overlap, switches }, 'O período 1 de terça-feira se sobrepõe a outro período.'],
      [{ hours: [[{ start: '25:00', end: '26:00' }], [], [], [], [], [], []], switches }, 'Hora inválida (HH:mm)'],
      [
        { hours: [[{ start: '10:00', end: '10:00' }], [], [], [], [], [], []], switches },
        'começa e termina no mesmo horário',
      ],
      [
        {
          hours: [Array.from({ length: 7 }, () => ({ start: '01:00', end: '02:00' })), [], [], [], [], [], []],
          switches,
        },
        t0.errors.tooManyPeriods,
      ],
      [{ hours: [[], []], switches }, t0.errors.weekShape],
      [{ hours: 'sempre', switches }, t0.errors.weekShape],
      [{ hours: closedWeek(), switches: { delivery: 'sim', onSite: true, takeout: true } }, ''],
      [{ hours: [[{ start: '10:00\u0000', end: '11:00' }], [], [], [], [], [], []], switches }, ''],
      [{ hours: closedWeek() }, ''],
    ];
    for (const [input, message] of cases) {
      const res = await admin.put(url, input);
      expect(res.statusCode, JSON.stringify(input).slice(0, 100)).toBe(400);
      if (message) expect(res.body).toContain(message);
    }
    expect((await admin.get(url)).json().hours).toEqual(before.hours);
  });

  it('needs companies write to change, and each company sees only its own', async () => {
    expect((await reader.put(url, { hours: null, switches })).statusCode).toBe(403);
    const other = await outsider.get(url);
    expect(other.json().hours).toBeNull();
    expect((await new TestClient(t.app).get(url)).statusCode).toBe(401);
  });
});

describe('manual locks and public form responses', () => {
  it('a kept form learns at once that the company closed', async () => {
    expect((await admin.put(url, { hours: null, switches })).statusCode).toBe(200);
    const first = await t.app.inject({ method: 'GET', url: formUrl() });
    expect(first.json().opening, first.body).toEqual({ isOpen: true, opensAt: null, hours: null });
    expect((await submit()).statusCode).toBe(200); // kept
    expect((await admin.put(url, { hours: closedWeek(), switches })).statusCode).toBe(200);
    const refused = await submit();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(t0.errors.closedForFormsNoReopen);
  });

  it('refuses a response while closed, saying when it opens, and shows it on the form', async () => {
    const later = new Date(Date.now() + 3 * 86_400_000);
    const { weekday } = wallDayAndTime(later);
    const hours = closedWeek();
    hours[weekday] = [{ start: '10:00', end: '11:00' }];
    expect((await admin.put(url, { hours, switches })).statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: formUrl() });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().opening).toMatchObject({ isOpen: false, hours });
    expect(wallDayAndTime(new Date(page.json().opening.opensAt))).toEqual({ weekday, time: '10:00' });
    const refused = await submit();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `A empresa não está recebendo respostas agora. Abre ${t0.weekdays[weekday]!.toLowerCase()} às 10:00.`,
    );
  });

  it('a lock open lets responses in until it ends; unlocking gives the hours back', async () => {
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const locked = await admin.put(`${url}/lock`, { switch: 'delivery', lock: { isOpen: true, until } });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().state.delivery).toMatchObject({ isOpen: true, mode: 'locked', lockedUntil: until });
    expect(locked.json().state.isOpen).toBe(true);
    expect((await submit()).statusCode).toBe(200);
    const unlocked = await admin.put(`${url}/lock`, { switch: 'delivery', lock: null });
    expect(unlocked.json().state.delivery.mode).toBe('automatic');
    expect(unlocked.json().locks.delivery).toBeNull();
    expect((await submit()).statusCode).toBe(409);
  });

  it('refuses bad locks', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const far = new Date(Date.now() + 40 * 86_400_000).toISOString();
    const cases: [unknown, number, string][] = [
      [{ switch: 'delivery', lock: { isOpen: true, until: past } }, 400, t0.errors.lockInPast],
      [{ switch: 'delivery', lock: { isOpen: true, until: far } }, 400, t0.errors.lockTooLong],
      [{ switch: 'pickup', lock: null }, 400, t0.errors.unknownSwitch],
      [{ switch: 'delivery', lock: { isOpen: 'yes', until: far } }, 400, ''],
      [{ switch: 'delivery', lock: { isOpen: true, until: 'amanhã' } }, 400, 'Data inválida'],
      [{ switch: 'delivery' }, 400, ''],
    ];
    for (const [input, status, message] of cases) {
      const res = await admin.put(`${url}/lock`, input);
      expect(res.statusCode, JSON.stringify(input)).toBe(status);
      if (message) expect(res.body).toContain(message);
    }
    expect((await reader.put(`${url}/lock`, { switch: 'delivery', lock: null })).statusCode).toBe(403);
  });

  it('the company without hours again is always open', async () => {
    expect((await admin.put(url, { hours: null, switches })).statusCode).toBe(200);
    expect((await submit()).statusCode).toBe(200);
  });
});
