import type { Tx } from '../../client';
import { customFields, financialItemGroups, mandatoryFields, spreadsheetConfigs } from '../../schema';
import type { DemoWorld } from './index';

/**
 * Demo billing settings of the matriz (hand-written sample): two custom fields (one
 * filterable), the mandatory fields of Honorário guides, three expense groups (TISS table 25
 * codes) and one spreadsheet layout for importing events.
 */
export async function seedDemoBillingSettings(tx: Tx, world: DemoWorld): Promise<void> {
  const companyId = world.matrizId;
  await tx.insert(customFields).values([
    {
      companyId,
      entity: 'event',
      key: 'salaCirurgica',
      label: 'Sala cirúrgica',
      type: 'select',
      options: ['Sala 1', 'Sala 2', 'Sala 10'],
      filterable: true,
      position: 1,
    },
    { companyId, entity: 'patient', key: 'alergias', label: 'Alergias', type: 'text', position: 1 },
  ]);
  await tx.insert(mandatoryFields).values({
    companyId,
    eventType: 'Honorario',
    fields: ['numGuide', 'patientId', 'hospitalId', 'anesthetistId', 'password'],
  });
  await tx.insert(financialItemGroups).values([
    { companyId, name: 'Gases', description: 'Gases medicinais', kind: 'EXPENSE', itemCodes: ['01'] },
    { companyId, name: 'Medicamentos', kind: 'EXPENSE', itemCodes: ['02'] },
    { companyId, name: 'Materiais', description: 'Materiais e OPME', kind: 'EXPENSE', itemCodes: ['03', '08'] },
  ]);
  await tx.insert(spreadsheetConfigs).values({
    companyId,
    name: 'Planilha do Hospital Central',
    headerRow: 1,
    dateFormat: 'DD/MM/YYYY',
    columns: {
      patientName: 'Paciente',
      dtProcedure: 'Data',
      procedureCode: 'Código TUSS',
      healthInsuranceName: 'Convênio',
      anesthetistName: 'Anestesista',
    },
  });
}
