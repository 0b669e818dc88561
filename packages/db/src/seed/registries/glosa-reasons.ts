import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkReferenceRecords, readGlosaXsd, type GlosaReasonRow } from '@honora/domain';
import type { Tx } from '../../client';
import { glosaReasons } from '../../schema';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');

/**
 * Where the demo reads TISS table 38 from: the ANS schema in ../shared beside the repository.
 * The schema and its codes are never copied into the repository; without it the demo simply
 * has no glosa reasons until a super admin imports them at /admin/referenceTables.
 */
export const DEMO_GLOSA_XSD = resolve(REPO_ROOT, '../shared/tiss/xsd/4.03.00/tissSimpleTypesV4_03_00.xsd');

/** Table 38 of the schema at `path` (the rows an import of it accepts); none when the file is absent or unreadable. */
export function demoGlosaReasons(path: string = DEMO_GLOSA_XSD): GlosaReasonRow[] {
  if (!existsSync(path)) return [];
  const read = readGlosaXsd(new Uint8Array(readFileSync(path)));
  return 'failure' in read ? [] : checkReferenceRecords('glosaReasons', read.records).rows;
}

/** The demo's glosa reasons (platform data: no company), when the ANS schema is there. */
export async function seedDemoGlosaReasons(tx: Tx, path: string = DEMO_GLOSA_XSD): Promise<number> {
  const rows = demoGlosaReasons(path);
  if (rows.length > 0) await tx.insert(glosaReasons).values(rows);
  return rows.length;
}
