import type { Tx } from '@honora/db';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { nextSequential } from '../sequential';
import * as repo from './membership.repository';

/**
 * The company's next batch number (sequential-getNewSequential of batches.code), skipping any
 * number an active batch already carries (typed by hand ahead of the counter).
 */
export async function nextBatchCode(ctx: AppContext, tx: Tx, companyId: string): Promise<string> {
  const value = await nextSequential(tx, { id: companyId, table: 'batches', field: 'code' }, ctx.log, {
    isTaken: (n) => repo.codeTaken(tx, companyId, String(n)),
    maxUsed: () => repo.maxNumericCode(tx, companyId),
  });
  if (value <= 0) throw new AppError('unknown');
  return String(value);
}
