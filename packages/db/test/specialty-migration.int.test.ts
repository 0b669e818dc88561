import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor, withActor } from '../src/actor';
import { rowsOf, type Database } from '../src/client';
import { migrationsFolder } from '../src/migrate';
import { specialties, surgeons, users } from '../src/schema';
import { createCompany, createTestDatabase, createUser } from '../testing';

/**
 * Migration 0067 (decision 063) turns the free-text specialties of surgeons and anesthetists into
 * rows of the registry. The database here is already migrated, so the old state is rebuilt — the
 * legacy text written, the link cleared — and the migration's own data steps are run again.
 */
let database: Database;

const MARKER = '-- The free-text specialties';

/** The migration's mapping statements: from the marker on, as drizzle splits them. */
function mappingSteps(): string[] {
  const text = readFileSync(join(migrationsFolder, '0067_specialties_regions.sql'), 'utf8');
  return text
    .slice(text.indexOf(MARKER))
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('migration 0067: free-text specialties become registry rows', () => {
  it('maps trimmed values without case or accents, and makes rows for unknown ones once', async () => {
    const db = database.db;
    const company = await createCompany(db, { name: 'Clínica Migração' });
    const person = await createUser(db, { email: 'migracao@teste.dev', name: 'Pessoa Migração' });
    const other = await createUser(db, { email: 'outra@teste.dev', name: 'Outra Pessoa' });
    const ids = await withActor(db, systemActor, async (tx) => {
      const rows = await tx
        .insert(surgeons)
        .values([
          { companyId: company.id, name: 'A', legacySpecialty: '  cirurgia GERAL ' },
          { companyId: company.id, name: 'B', legacySpecialty: 'Ortopedia e traumatologia' },
          { companyId: company.id, name: 'C', legacySpecialty: 'Dor crônica' },
          { companyId: company.id, name: 'D', legacySpecialty: 'DOR CRONICA' },
          { companyId: company.id, name: 'E', legacySpecialty: '   ' },
          { companyId: company.id, name: 'F', legacySpecialty: null },
        ])
        .returning({ id: surgeons.id, name: surgeons.name });
      await tx.update(users).set({ legacySpecialty: 'anestesiologia' }).where(eq(users.id, person.id));
      await tx.update(users).set({ legacySpecialty: 'Anestesiologia (residência)' }).where(eq(users.id, other.id));
      return Object.fromEntries(rows.map((r) => [r.name, r.id]));
    });
    const migration = { id: 'migration-0067', name: 'Migração 0067', env: 'system' as const };
    await withActor(db, migration, async (tx) => {
      for (const step of mappingSteps()) await tx.execute(sql.raw(step));
    });

    const named = rowsOf<{ name: string; specialty: string | null }>(
      await db.execute(sql`select s.name, p.name as specialty from surgeons s
        left join specialties p on p.id = s.specialty_id where s.company_id = ${company.id} order by s.name`),
    );
    expect(named.map((r) => [r.name, r.specialty])).toEqual([
      ['A', 'Cirurgia Geral'],
      ['B', 'Ortopedia e Traumatologia'],
      ['C', 'Dor crônica'],
      ['D', 'Dor crônica'],
      ['E', null],
      ['F', null],
    ]);
    const people = await db
      .select({ id: users.id, name: specialties.name })
      .from(users)
      .leftJoin(specialties, eq(specialties.id, users.specialtyId))
      .where(sql`${users.id} in (${person.id}, ${other.id})`);
    expect(Object.fromEntries(people.map((p) => [p.id, p.name]))).toEqual({
      [person.id]: 'Anestesiologia',
      [other.id]: 'Anestesiologia (residência)',
    });
    const made = await db
      .select()
      .from(specialties)
      .where(sql`${specialties.nameSearch} like 'dor cronica'`);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ createdBy: 'migration-0067', cbo: null });
    expect(ids.A).toBeDefined();
  });

  it('seeds the CFM specialties with their CBO codes', async () => {
    const rows = await database.db.select().from(specialties).where(eq(specialties.name, 'Anestesiologia'));
    expect(rows).toEqual([expect.objectContaining({ cbo: '225151' })]);
  });
});
