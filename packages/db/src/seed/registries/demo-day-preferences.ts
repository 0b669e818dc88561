import type { Tx } from '../../client';
import { scheduleDayPreferences } from '../../schema';

/**
 * The demo's preferred and undesired days (decision 051): Bruno (the demo's anesthetist) prefers
 * Mondays and Tuesdays and avoids Sundays; Eduardo avoids Fridays. The automatic fill of the
 * roster weighs them (decision 046).
 */
export async function seedDemoDayPreferences(
  tx: Tx,
  companyId: string,
  idsByEmail: Readonly<Record<string, string>>,
): Promise<void> {
  const rows = [
    {
      email: 'anestesista@demo.honora.dev',
      preferredWeekdays: [1, 2],
      undesiredWeekdays: [7],
      note: 'Aos domingos fico com a família',
    },
    { email: 'eduardo.sales@demo.honora.dev', preferredWeekdays: [], undesiredWeekdays: [5], note: null },
  ].flatMap(({ email, ...row }) => {
    const doctorId = idsByEmail[email];
    return doctorId ? [{ ...row, companyId, doctorId }] : [];
  });
  if (rows.length > 0) await tx.insert(scheduleDayPreferences).values(rows);
}
