import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../client';
import { specialties } from '../../schema';

/**
 * The ids of the migration's specialties (decision 063) by name, compared without accents or
 * case; a name the registry lacks is left out (the record keeps no specialty).
 */
export async function specialtyIdsByName(tx: Tx, names: readonly string[]): Promise<Map<string, string>> {
  const keys = [...new Set(names.map(specialtyKey))];
  if (keys.length === 0) return new Map();
  const rows = await tx
    .select({ id: specialties.id, key: specialties.nameSearch })
    .from(specialties)
    .where(sql`${specialties.deletedAt} is null and ${inArray(specialties.nameSearch, keys)}`);
  const byKey = new Map(rows.map((r) => [r.key, r.id]));
  return new Map(
    names.flatMap((name) => (byKey.has(specialtyKey(name)) ? [[name, byKey.get(specialtyKey(name))!]] : [])),
  );
}

/** The registry's search form of a name: lower case, without accents (as honora_unaccent). */
export function specialtyKey(name: string): string {
  return name.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
