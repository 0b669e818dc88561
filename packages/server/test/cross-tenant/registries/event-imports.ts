import {
  eventImportContents,
  eventImportRows,
  eventImports,
  spreadsheetConfigs,
  systemActor,
  withActor,
} from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const SECRET_FILE = 'producao-sigilosa-da-vitima.csv';
const SECRET_SHEET = 'Planilha Sigilosa da Vítima';
const SECRET_REASON = 'Motivo Sigiloso da Vítima';

const csv = Buffer.from(
  'Nome do paciente;Data do procedimento;Código do procedimento\nAna;01/02/2026;30602246\n',
).toString('base64');
const upload = (configId: string | null) => ({
  eventType: 'Honorario',
  spreadsheetConfigId: configId,
  fileName: 'minha.csv',
  contentBase64: csv,
});

/**
 * Events imported from spreadsheets (decision 040): another company's import is not found
 * (report, rejection sheet, undo), its configuration cannot read the attacker's file, and the
 * attacker's list never shows it.
 */
const cases: CrossTenantCase[] = [
  { operation: 'GET /api/event-imports', method: 'GET', url: () => '/api/event-imports', refusedWith: [200] },
  {
    operation: 'GET /api/event-imports/{id}',
    method: 'GET',
    url: (v) => `/api/event-imports/${v.records.eventImportId}`,
    refusedWith: [404],
  },
  {
    operation: 'GET /api/event-imports/{id}/rejections',
    method: 'GET',
    url: (v) => `/api/event-imports/${v.records.eventImportId}/rejections`,
    refusedWith: [404],
  },
  {
    operation: 'POST /api/event-imports/{id}/undo',
    method: 'POST',
    url: (v) => `/api/event-imports/${v.records.eventImportId}/undo`,
    refusedWith: [404],
  },
  {
    operation: 'POST /api/event-imports/preview',
    method: 'POST',
    url: () => '/api/event-imports/preview',
    body: (v) => upload(v.records.eventImportConfigId!),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/event-imports',
    method: 'POST',
    url: () => '/api/event-imports',
    body: (v) => upload(v.records.eventImportConfigId!),
    refusedWith: [404],
  },
];

export const eventImportArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [sheet] = await tx
        .insert(spreadsheetConfigs)
        .values({
          companyId: victim.companyId,
          name: SECRET_SHEET,
          columns: { patientName: 'A', dtProcedure: 'B', procedureCode: 'C' },
        })
        .returning({ id: spreadsheetConfigs.id });
      const [record] = await tx
        .insert(eventImports)
        .values({ companyId: victim.companyId, eventType: 'Honorario', fileName: SECRET_FILE, status: 'FINISH' })
        .returning({ id: eventImports.id });
      await tx
        .insert(eventImportContents)
        .values({ importId: record!.id, companyId: victim.companyId, content: Buffer.from('x') });
      await tx.insert(eventImportRows).values({
        importId: record!.id,
        companyId: victim.companyId,
        line: 2,
        outcome: 'rejected',
        reason: SECRET_REASON,
        cells: ['x'],
      });
      return {
        records: { eventImportId: record!.id, eventImportConfigId: sheet!.id },
        secrets: [SECRET_FILE, SECRET_SHEET, SECRET_REASON],
      };
    }),
  cases,
};
