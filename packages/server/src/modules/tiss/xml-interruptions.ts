import { messages } from '@honora/contract';
import { systemActor, withActor, type Db } from '@honora/db';
import * as repo from './tiss-xml.repository';

const e = messages.screens.batches.errors;

/**
 * Files left Creating by a process that stopped beating (a restart, a killed process:
 * background-work.ts) will never finish: they become Error (interrupted), durably. Runs at
 * start and before generations are read or started, as the database owner (every company).
 * Answers how many were settled.
 */
export async function failInterruptedXmlFiles(db: Db): Promise<number> {
  return withActor(db, systemActor, (tx) =>
    repo.failCutOffFiles(tx, {
      errorMessage: e.xml,
      problems: [{ eventId: null, numGuide: null, field: '', code: 'interrupted', message: e.xmlInterrupted }],
    }),
  );
}
