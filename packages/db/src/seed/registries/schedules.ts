import { minuteOfTime, type SlotCategory } from '@honora/contract';
import { addDays, validateRoster, zonedDay } from '@honora/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../client';
import {
  hospitals,
  scheduleExceptions,
  scheduleLimits,
  scheduleLines,
  scheduleMonths,
  scheduleSettings,
  scheduleShifts,
  scheduleSlots,
  scheduleVacations,
  users,
  workplaces,
} from '../../schema';
import {
  buildDemoRoster,
  demoDomainSlot,
  demoRosterContext,
  type DemoLine,
  type DemoRosterInputs,
  type DemoSlot,
} from './demo-roster';
import { seedDemoTags } from './demo-tags';
import { seedDemoWorkloads } from './demo-workloads';
import { seedDemoDayPreferences } from './demo-day-preferences';
import { demoDoctors, seedDemoDoctors } from './doctors';
import type { DemoWorld } from './index';

/**
 * The demo group's schedules (platform.md §2 workplaces, hours, ConfigOnCallSchedule,
 * onCallSchedule, TagsSchedule; decisions 042 to 044): where it works, its shifts and roster lines, its
 * settings, absences and limits, this month's roster published by the schedule manager and the
 * next month's first week as a draft to go on from.
 */

/** Workplaces of the matriz, each the demo hospital of its name. */
export const demoWorkplaces = [
  {
    name: 'Hospital São Lucas da Consolação',
    sectors: ['Centro cirúrgico', 'Hemodinâmica', 'Recuperação pós-anestésica'],
    slotCategories: ['PLANTAO', 'SOBREAVISO', 'ELETIVA'],
    notes: 'Vestiário do centro cirúrgico no 3º andar; passagem de plantão às 7h e às 19h.',
  },
  {
    name: 'Maternidade Nossa Senhora de Fátima',
    sectors: ['Centro obstétrico', 'Obstetrícia', 'UTI neonatal'],
    slotCategories: ['PLANTAO', 'SOBREAVISO'],
    notes: null,
  },
  {
    name: 'Hospital Santa Cecília',
    sectors: ['Centro cirúrgico', 'Endoscopia'],
    slotCategories: ['ELETIVA', 'ROTINA'],
    notes: 'Listas eletivas combinadas semana a semana com a coordenação do hospital.',
  },
] as const;

type WorkplaceName = (typeof demoWorkplaces)[number]['name'];

/** Shift templates; the elective list belongs to São Lucas and is paid by production, not by the hour. */
export const demoShifts = [
  { name: 'Dia', start: '07:00', end: '19:00', slotCategory: 'PLANTAO', valuePerHour: '150.00', workplace: null },
  { name: 'Noite', start: '19:00', end: '07:00', slotCategory: 'PLANTAO', valuePerHour: '180.00', workplace: null },
  {
    name: 'Sobreaviso noturno',
    start: '19:00',
    end: '07:00',
    slotCategory: 'SOBREAVISO',
    valuePerHour: '150.00',
    workplace: null,
  },
  {
    name: 'Eletiva manhã',
    start: '07:00',
    end: '13:00',
    slotCategory: 'ELETIVA',
    valuePerHour: null,
    workplace: 'Hospital São Lucas da Consolação',
  },
] as const satisfies readonly {
  name: string;
  start: string;
  end: string;
  slotCategory: SlotCategory;
  valuePerHour: string | null;
  workplace: WorkplaceName | null;
}[];

type ShiftName = (typeof demoShifts)[number]['name'];

/** The roster's lines, in the order their cells of one start are filled (a day's lead before its resident). */
export const demoLines: readonly {
  workplace: WorkplaceName;
  shift: ShiftName;
  positions: number;
  onCallPercentage: string | null;
}[] = [
  { workplace: 'Hospital São Lucas da Consolação', shift: 'Dia', positions: 2, onCallPercentage: null },
  { workplace: 'Hospital São Lucas da Consolação', shift: 'Eletiva manhã', positions: 1, onCallPercentage: null },
  { workplace: 'Maternidade Nossa Senhora de Fátima', shift: 'Dia', positions: 1, onCallPercentage: null },
  { workplace: 'Hospital São Lucas da Consolação', shift: 'Noite', positions: 1, onCallPercentage: null },
  { workplace: 'Maternidade Nossa Senhora de Fátima', shift: 'Noite', positions: 1, onCallPercentage: null },
  {
    workplace: 'Maternidade Nossa Senhora de Fátima',
    shift: 'Sobreaviso noturno',
    positions: 1,
    onCallPercentage: '33.33',
  },
];

/** scheduleConfig: 11 hours between two presential slots (the CLT's rest between workdays), swaps approved. */
export const demoScheduleSettings = { minRestMinutes: 11 * 60, swapNeedsApproval: true, maxConcurrentVacations: 2 };

const BRUNO = 'anestesista@demo.honora.dev';
const GABRIELA = 'residente@demo.honora.dev';
const MATERNITY = 'Maternidade Nossa Senhora de Fátima';
const DANIELA = 'daniela.prado@demo.honora.dev';
const HENRIQUE = 'henrique.vasconcelos@demo.honora.dev';
const LUCAS = 'lucas.ramos@demo.honora.dev';
const MARCELO = 'marcelo.figueiredo@demo.honora.dev';

/** The days of 'YYYY-MM' from `from` to `to` (day numbers, clipped to the month). */
function daysOf(month: string, from = 1, to = 31): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) {
    const n = Number(day.slice(8));
    if (n >= from && n <= to) days.push(day);
  }
  return days;
}

/** The month after 'YYYY-MM'. */
export const monthAfter = (month: string): string => addDays(`${month}-28`, 7).slice(0, 7);
/** The month before 'YYYY-MM'. */
export const monthBefore = (month: string): string => addDays(`${month}-01`, -1).slice(0, 7);

/**
 * The roster's people and rules in `month`: the matriz's doctors, Daniela's vacation (8th to
 * 17th), Marcelo at a congress (20th to 22nd), Henrique's limits (48 h a week, two nights in a
 * row) and the resident Lucas's 60 h a week (Lei 6.932/1981, the medical residency's cap).
 */
export function demoRosterInputs(month: string, idsByEmail: Readonly<Record<string, string>>): DemoRosterInputs {
  const id = (email: string) => idsByEmail[email]!;
  const residents = new Set([GABRIELA, ...demoDoctors.filter((d) => 'isResident' in d).map((d) => d.email)]);
  const emails = [BRUNO, GABRIELA, ...demoDoctors.map((d) => d.email)];
  const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;
  return {
    minRestMinutes: demoScheduleSettings.minRestMinutes,
    doctors: emails.map((email) => ({ id: id(email), isResident: residents.has(email) })),
    limits: [
      { doctorId: id(HENRIQUE), weeklyMinutes: 48 * 60, consecutiveNights: 2 },
      { doctorId: id(LUCAS), weeklyMinutes: 60 * 60 },
    ],
    vacations: [{ doctorId: id(DANIELA), startsOn: day(8), endsOn: day(17) }],
    doctorExceptions: [{ doctorId: id(MARCELO), startsOn: day(20), endsOn: day(22) }],
  };
}

/**
 * Last month whole (worked: no absences then), this month whole and the next month's first week,
 * each built on the one before and checked together by the roster's rules.
 */
export function buildDemoMonths(lines: readonly DemoLine[], month: string, inputs: DemoRosterInputs) {
  const before = buildDemoRoster(lines, daysOf(monthBefore(month)), { ...inputs, vacations: [], doctorExceptions: [] });
  const current = buildDemoRoster(lines, daysOf(month), inputs, before);
  const next = buildDemoRoster(lines, daysOf(monthAfter(month), 1, 7), inputs, current);
  const violations = validateRoster([...before, ...current, ...next].map(demoDomainSlot), demoRosterContext(inputs));
  if (violations.length > 0) throw new Error(`Demo roster breaks its rules: ${JSON.stringify(violations[0])}`);
  return { before, current, next };
}

/** Workplaces, shifts and lines of the matriz; answers the lines as the roster builds on them. */
async function seedPlaces(tx: Tx, companyId: string): Promise<DemoLine[]> {
  const names = demoWorkplaces.map((w) => w.name);
  const linked = await tx
    .select({ id: hospitals.id, name: hospitals.name })
    .from(hospitals)
    .where(and(eq(hospitals.companyId, companyId), inArray(hospitals.name, names)));
  const places = await tx
    .insert(workplaces)
    .values(
      demoWorkplaces.map((w) => ({
        ...w,
        companyId,
        sectors: [...w.sectors],
        slotCategories: [...w.slotCategories],
        hospitalId: linked.find((h) => h.name === w.name)?.id ?? null,
      })),
    )
    .returning({ id: workplaces.id, name: workplaces.name });
  const placeId = (name: string) => places.find((p) => p.name === name)!.id;
  const minute = (time: string) => minuteOfTime(time) as number;
  const shifts = await tx
    .insert(scheduleShifts)
    .values(
      demoShifts.map(({ start, end, workplace, ...s }) => ({
        ...s,
        companyId,
        startMinute: minute(start),
        endMinute: minute(end),
        workplaceId: workplace ? placeId(workplace) : null,
      })),
    )
    .returning({ id: scheduleShifts.id, name: scheduleShifts.name });
  const shiftOf = (name: string) => ({
    ...demoShifts.find((s) => s.name === name)!,
    ...shifts.find((s) => s.name === name)!,
  });
  const rows = await tx
    .insert(scheduleLines)
    .values(
      demoLines.map((l) => ({
        companyId,
        workplaceId: placeId(l.workplace),
        shiftId: shiftOf(l.shift).id,
        positions: l.positions,
        onCallPercentage: l.onCallPercentage,
      })),
    )
    .returning({ id: scheduleLines.id });
  return demoLines.map((l, i) => {
    const shift = shiftOf(l.shift);
    return {
      id: rows[i]!.id,
      workplaceId: placeId(l.workplace),
      shiftId: shift.id,
      start: shift.start,
      end: shift.end,
      slotCategory: shift.slotCategory,
      positions: l.positions,
    };
  });
}

/** The settings, absences and limits the roster's rules read, as the screens would save them. */
async function seedRules(tx: Tx, companyId: string, inputs: DemoRosterInputs): Promise<void> {
  await tx.insert(scheduleSettings).values({ companyId, ...demoScheduleSettings });
  await tx.insert(scheduleVacations).values(inputs.vacations.map((v) => ({ ...v, companyId, notes: 'Férias' })));
  await tx.insert(scheduleExceptions).values(
    inputs.doctorExceptions.map((e) => ({
      ...e,
      companyId,
      kind: 'DOCTOR' as const,
      reason: 'Congresso Paulista de Anestesiologia',
    })),
  );
  await tx.insert(scheduleLimits).values(inputs.limits.map((l) => ({ ...l, companyId })));
}

/**
 * The demo's schedules in the matriz. Last month is filled, published and closed; this month
 * (São Paulo's, at the seed's run) is filled and published by the schedule manager (platform.md
 * §4); the next month has its first week filled, unpublished. Slots carry their shift's instants as the server stores them.
 */
export async function seedDemoSchedules(tx: Tx, world: DemoWorld): Promise<void> {
  const companyId = world.matrizId;
  const idsByEmail = { ...world.userIdsByEmail, ...(await seedDemoDoctors(tx, world)) };
  const lines = await seedPlaces(tx, companyId);
  const month = zonedDay(Date.now()).slice(0, 7);
  const inputs = demoRosterInputs(month, idsByEmail);
  await seedRules(tx, companyId, inputs);
  const { before, current, next } = buildDemoMonths(lines, month, inputs);
  const slots = [...before, ...current, ...next];
  await tx.insert(scheduleSlots).values(slots.map((s: DemoSlot) => ({ ...s, companyId })));
  const obstetric = lines.filter((l, i) => demoLines[i]!.workplace === MATERNITY && l.slotCategory === 'PLANTAO');
  const anesthetists = inputs.doctors.filter((d) => !d.isResident).map((d) => d.id);
  await seedDemoTags(tx, companyId, obstetric, slots, anesthetists);
  await seedDemoWorkloads(tx, companyId, idsByEmail, monthBefore(month));
  await seedDemoDayPreferences(tx, companyId, idsByEmail);
  const managerId = idsByEmail['gestor.escala@demo.honora.dev'];
  if (!managerId) return;
  const [manager] = await tx.select({ name: users.name }).from(users).where(eq(users.id, managerId));
  const published = { publishedAt: new Date(), publishedBy: managerId, publishedByName: manager!.name };
  await tx.insert(scheduleMonths).values([
    // Last month, worked: published and closed in the core, ready to be charged (decision 048).
    {
      companyId,
      month: `${monthBefore(month)}-01`,
      ...published,
      closedAt: new Date(),
      closedBy: managerId,
      closedByName: manager!.name,
      version: 2,
    },
    { companyId, month: `${month}-01`, ...published },
  ]);
}
