import { inArray } from 'drizzle-orm';
import type { Tx } from '../../client';
import { scheduleLines, scheduleTags } from '../../schema';
import type { DemoLine, DemoSlot } from './demo-roster';

/**
 * The demo group's tags (platform.md §2 TagsSchedule; decision 044): the competences of its
 * doctors. The maternity's presential lines ask for obstetric anesthesia, held by every doctor
 * the roster placed there — so the seeded roster keeps every rule with the tags in force.
 */
export async function seedDemoTags(
  tx: Tx,
  companyId: string,
  obstetricLines: readonly DemoLine[],
  slots: readonly DemoSlot[],
  doctorIds: readonly string[],
): Promise<void> {
  const lineIds = new Set(obstetricLines.map((l) => l.id));
  const obstetric = [...new Set(slots.filter((s) => lineIds.has(s.lineId)).map((s) => s.doctorId))];
  const [first, second, third] = doctorIds;
  const [tag] = await tx
    .insert(scheduleTags)
    .values([
      {
        companyId,
        name: 'Anestesia obstétrica',
        color: 'PINK',
        description: 'Analgesia de parto, cesarianas e urgências obstétricas',
        doctorIds: obstetric,
      },
      {
        companyId,
        name: 'Anestesia pediátrica',
        color: 'BLUE',
        description: 'Crianças até 12 anos',
        doctorIds: [first, second].filter((id): id is string => !!id),
      },
      {
        companyId,
        name: 'Anestesia cardíaca',
        color: 'RED',
        description: 'Cirurgia cardíaca com circulação extracorpórea',
        doctorIds: [third].filter((id): id is string => !!id),
      },
    ])
    .returning({ id: scheduleTags.id });
  if (lineIds.size > 0)
    await tx
      .update(scheduleLines)
      .set({ requiredTagId: tag!.id })
      .where(inArray(scheduleLines.id, [...lineIds]));
}
