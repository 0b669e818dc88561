import { messages, msg, type Region, type RegionInput } from '@honora/contract';
import { compareText, ufOfIbgeCode, type RegionPlaces } from '@honora/domain';
import { regions, withActor, type Queryable, type Tx } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import { actorOf } from '../../http/actor';
import { isUniqueViolation } from '../registries';
import {
  citiesOf,
  hasMunicipalities,
  liveRegion,
  liveRegions,
  lockedRegion,
  type CityRow,
  type RegionRow,
} from './regions.repository';

/**
 * /admin/regions (platform.md §1 regions; decision 063): product-wide groups of states and cities.
 * Names are unique among live rows without accents or case. Nothing points at a region (a place's
 * region is derived from its city), so a removal is always allowed.
 */

const e = messages.screens.specialtiesRegions.errors;
const UNIQUE_NAME = 'regions_name_key';

const notFound = () => new AppError('notFound', { message: msg(e, 'regionNotFound') });
const duplicate = () => AppError.field('inputError', 'name', msg(e, 'duplicateRegion'));

/** The region as the API answers it, its cities named from the IBGE table (the code when it lacks one). */
function answer(row: RegionRow, names: ReadonlyMap<string, CityRow>): Region {
  const cities = row.cityCodes
    .map((code) => names.get(code) ?? { code, name: code, uf: ufOfIbgeCode(code) ?? '' })
    .sort((a, b) => compareText(a.name, b.name) || a.uf.localeCompare(b.uf));
  return { id: row.id, name: row.name, states: row.states, cities };
}

async function answers(q: Queryable, rows: readonly RegionRow[]): Promise<Region[]> {
  const cities = await citiesOf(q, [...new Set(rows.flatMap((r) => r.cityCodes))]);
  const names = new Map(cities.map((c) => [c.code, c]));
  return rows.map((row) => answer(row, names));
}

async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE_NAME)) throw duplicate();
    throw error;
  }
}

/**
 * Every city code must name a state (its first two digits) and, once the IBGE municipalities are
 * imported, be one of them (400 on `cityCodes` naming the first unknown code).
 */
async function checkCities(tx: Tx, codes: readonly string[]): Promise<void> {
  const badPrefix = codes.find((code) => ufOfIbgeCode(code) === null);
  if (badPrefix) throw AppError.field('inputError', 'cityCodes', msg(e, 'unknownCity', { code: badPrefix }));
  if (codes.length === 0 || !(await hasMunicipalities(tx))) return;
  const known = new Set((await citiesOf(tx, codes)).map((c) => c.code));
  const unknown = codes.find((code) => !known.has(code));
  if (unknown) throw AppError.field('inputError', 'cityCodes', msg(e, 'unknownCity', { code: unknown }));
}

/**
 * The places of the region a report or the map is filtered by (decision 063): a live region, or
 * a 400 on `regionId`; no region asked, no filter (undefined).
 */
export async function regionFilter(q: Queryable, regionId: string | undefined): Promise<RegionPlaces | undefined> {
  if (!regionId) return undefined;
  const row = await liveRegion(q, regionId);
  if (!row) throw AppError.field('inputError', 'regionId', msg(e, 'unknownRegion'));
  return { states: row.states, cityCodes: row.cityCodes };
}

/** GET /api/admin/regions. */
export async function listRegions(ctx: AppContext) {
  return { items: await answers(ctx.db, await liveRegions(ctx.db)) };
}

const columnsOf = (body: RegionInput) => ({ name: body.name, states: body.states, cityCodes: body.cityCodes });

/** POST /api/admin/regions. */
export async function createRegion(ctx: AppContext, auth: AuthSession, body: RegionInput) {
  return refusingDuplicates(() =>
    withActor(ctx.db, actorOf(auth), async (tx) => {
      await checkCities(tx, body.cityCodes);
      const [row] = await tx.insert(regions).values(columnsOf(body)).returning();
      return (await answers(tx, [row!]))[0]!;
    }),
  );
}

/** PUT /api/admin/regions/:id. */
export async function updateRegion(ctx: AppContext, auth: AuthSession, id: string, body: RegionInput) {
  return refusingDuplicates(() =>
    withActor(ctx.db, actorOf(auth), async (tx) => {
      if (!(await lockedRegion(tx, id))) throw notFound();
      await checkCities(tx, body.cityCodes);
      const [row] = await tx.update(regions).set(columnsOf(body)).where(eq(regions.id, id)).returning();
      return (await answers(tx, [row!]))[0]!;
    }),
  );
}

/** DELETE /api/admin/regions/:id (soft). */
export async function removeRegion(ctx: AppContext, auth: AuthSession, id: string) {
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    if (!(await lockedRegion(tx, id))) throw notFound();
    await tx.update(regions).set({ deletedAt: new Date() }).where(eq(regions.id, id));
    return { ok: true as const };
  });
}
