import {
  messages,
  msg,
  type AdminSpecialty,
  type Specialty,
  type SpecialtyInput,
  type SpecialtyList,
} from '@honora/contract';
import { specialties, withActor, type Tx } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import { actorOf } from '../../http/actor';
import { isUniqueViolation } from '../registries';
import {
  liveSpecialties,
  lockedSpecialty,
  sharedSpecialty,
  specialtyUsage,
  usageOf,
  type SpecialtyRow,
  type SpecialtyUsage,
} from './specialties.repository';

/**
 * /admin/specialties (platform.md §2; decision 063): the product-wide registry of medical
 * specialties that surgeons and anesthetists point at. Names are unique among live rows without
 * accents or case; a specialty in use is not removed (409 naming how many records use it).
 */

const e = messages.screens.specialtiesRegions.errors;
const UNIQUE_NAME = 'specialties_name_key';

const notFound = () => new AppError('notFound', { message: msg(e, 'specialtyNotFound') });
const duplicate = () => AppError.field('inputError', 'name', msg(e, 'duplicateSpecialty'));
const unused: SpecialtyUsage = { surgeonCount: 0, anesthetistCount: 0 };

const answer = (row: SpecialtyRow): Specialty => ({ id: row.id, name: row.name, cbo: row.cbo });
const adminAnswer = (row: SpecialtyRow, usage: SpecialtyUsage): AdminSpecialty => ({ ...answer(row), ...usage });

/** A race lost to another request naming a specialty the same ends as the same refusal. */
async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE_NAME)) throw duplicate();
    throw error;
  }
}

/**
 * A surgeon's or anesthetist's specialty must be a live row of the registry (400 on the field
 * otherwise); it is share-locked so its removal waits for the write that uses it.
 */
export async function checkSpecialty(tx: Tx, id: string | null, path = 'specialtyId'): Promise<void> {
  if (id === null) return;
  if (!(await sharedSpecialty(tx, id))) throw AppError.field('inputError', path, msg(e, 'unknownSpecialty'));
}

/** GET /api/specialties: every signed-in user (the registries' select). */
export async function listSpecialties(ctx: AppContext): Promise<SpecialtyList> {
  return { items: (await liveSpecialties(ctx.db)).map(answer) };
}

/** GET /api/admin/specialties: with how many records use each. */
export async function listAdminSpecialties(ctx: AppContext, query: { q?: string }) {
  const [rows, usage] = await Promise.all([liveSpecialties(ctx.db, query.q), specialtyUsage(ctx.db)]);
  return { items: rows.map((row) => adminAnswer(row, usage.get(row.id) ?? unused)) };
}

/** POST /api/admin/specialties. */
export async function createSpecialty(ctx: AppContext, auth: AuthSession, body: SpecialtyInput) {
  return refusingDuplicates(() =>
    withActor(ctx.db, actorOf(auth), async (tx) => {
      const [row] = await tx.insert(specialties).values({ name: body.name, cbo: body.cbo }).returning();
      return adminAnswer(row!, unused);
    }),
  );
}

/** PUT /api/admin/specialties/:id: a new name shows at once on every record that uses it. */
export async function updateSpecialty(ctx: AppContext, auth: AuthSession, id: string, body: SpecialtyInput) {
  return refusingDuplicates(() =>
    withActor(ctx.db, actorOf(auth), async (tx) => {
      if (!(await lockedSpecialty(tx, id))) throw notFound();
      const [row] = await tx
        .update(specialties)
        .set({ name: body.name, cbo: body.cbo })
        .where(eq(specialties.id, id))
        .returning();
      return adminAnswer(row!, await usageOf(tx, id));
    }),
  );
}

/** DELETE /api/admin/specialties/:id: soft, and only when no live surgeon or anesthetist uses it. */
export async function removeSpecialty(ctx: AppContext, auth: AuthSession, id: string) {
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    if (!(await lockedSpecialty(tx, id))) throw notFound();
    const usage = await usageOf(tx, id);
    if (usage.surgeonCount + usage.anesthetistCount > 0) {
      throw new AppError('statusError', {
        message: msg(e, 'specialtyInUse', { surgeons: usage.surgeonCount, anesthetists: usage.anesthetistCount }),
      });
    }
    await tx.update(specialties).set({ deletedAt: new Date() }).where(eq(specialties.id, id));
    return { ok: true as const };
  });
}
