import type { TissGuideInput, TissGuideType, TissProcedureItem } from '@honora/domain';
import type { GuidePdfOptions } from '../guide-pdf';

/** Hand-made guides for the renderer's tests. */
export function procedureItem(index: number, overrides: Partial<TissProcedureItem> = {}): TissProcedureItem {
  return {
    rowId: `row-${index}`,
    date: '2026-01-10',
    startTime: '08:00',
    endTime: '09:30',
    tableCode: '22',
    code: `3010${String(index).padStart(4, '0')}`,
    description: `Procedimento ${index + 1}`,
    quantity: 1,
    proportion: index === 0 ? '1' : '0.5',
    technique: 'KConventional',
    reductionFactor: index === 0 ? '1.00' : '0.50',
    unitValue: '1234.5',
    totalValue: '1234.5',
    team: [
      {
        name: 'Dra. Conceição Araújo',
        council: '06',
        councilNumber: '123456',
        uf: 'SP',
        cbo: '225151',
        grauPart: '06',
      },
    ],
    ...overrides,
  };
}

export function guideInput(
  type: TissGuideType,
  procedures: number,
  overrides: Partial<TissGuideInput> = {},
): TissGuideInput {
  return {
    eventId: '00000000-0000-4000-8000-000000000001',
    type,
    numGuide: '0001234',
    data: { password: 'SENHA123' },
    wallet: '0012345678901234',
    patientName: 'João da Conceição Ávila',
    dtProcedure: '2026-01-10',
    isEmergency: false,
    hospital: { codeAtOperator: null, cnpj: '12345678000195', name: 'Hospital São Lucas', cnes: '1234567' },
    requester: {
      name: 'Dr. Cirurgião Brandão',
      council: '06',
      councilNumber: '55555',
      uf: 'SP',
      cbo: '225125',
      grauPart: null,
    },
    executor: {
      name: 'Dra. Conceição Araújo',
      council: '06',
      councilNumber: '123456',
      uf: 'SP',
      cbo: '225151',
      grauPart: null,
    },
    procedures: Array.from({ length: procedures }, (_, i) => procedureItem(i)),
    expenses: [],
    observation: 'Paciente com alergia a látex',
    total: '9876.54',
    ...overrides,
  };
}

export function pdfOptions(overrides: Partial<GuidePdfOptions> = {}): GuidePdfOptions {
  return {
    provider: { codeAtOperator: '000123', cnpj: '11222333000181', name: 'Anestesia Paulista Ltda', cnes: '9999999' },
    registerANS: '123456',
    insurerName: 'Operadora Saúde Ômega',
    configPdf: { showLogo: true, orientation: 'landscape', showValues: true, showObservations: true },
    showValues: true,
    companyName: 'Grupo de Anestesia São Paulo',
    compress: false,
    ...overrides,
  };
}
