import { healthInsurers, spreadsheetConfigs, systemActor, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const SECRET_SHEET = 'Leiaute Secreto da Vítima';
const SECRET_INSURER = 'Convênio Sigiloso da Vítima';

/**
 * The events import template (decision 040 "Templates") is always the attacker's own
 * company's: the victim's configuration is not found, and the attacker's template lists none of
 * the victim's registries (import-templates.int.test.ts reads the workbooks back).
 */
const cases: CrossTenantCase[] = [
  {
    operation: 'GET /api/event-import-templates',
    method: 'GET',
    url: () => '/api/event-import-templates?type=Honorario',
    refusedWith: [200],
  },
  {
    operation: 'GET /api/event-import-templates',
    method: 'GET',
    url: (v) => `/api/event-import-templates?type=Honorario&spreadsheetConfigId=${v.records.importTemplateConfigId}`,
    refusedWith: [404],
  },
];

export const importTemplateArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      await tx.insert(healthInsurers).values({ companyId: victim.companyId, name: SECRET_INSURER });
      const [sheet] = await tx
        .insert(spreadsheetConfigs)
        .values({
          companyId: victim.companyId,
          name: SECRET_SHEET,
          columns: { patientName: 'A', dtProcedure: 'B', procedureCode: 'C' },
        })
        .returning({ id: spreadsheetConfigs.id });
      return { records: { importTemplateConfigId: sheet!.id }, secrets: [SECRET_SHEET, SECRET_INSURER] };
    }),
  cases,
};
