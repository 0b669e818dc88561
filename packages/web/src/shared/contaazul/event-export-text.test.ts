import type { ContaAzulEventExport } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { eventExportText } from './event-export-text';

const item = (over: Partial<ContaAzulEventExport>): ContaAzulEventExport => ({
  eventId: '00000000-0000-4000-8000-000000000001',
  guide: '123',
  dtProcedure: '2025-03-10',
  insurerName: 'Unimed',
  state: 'EXPORTED',
  exportedValue: '1234.5',
  dueDate: '2025-04-09',
  settledValue: null,
  settledOn: null,
  exportedAt: '2025-03-20',
  lastError: null,
  ...over,
});

describe('eventExportText', () => {
  it('says when the event was not exported yet', () => {
    expect(eventExportText(undefined)).toBe('Ainda não exportado ao Conta Azul.');
  });

  it('gives the export date and value, and the settlement when there is one', () => {
    expect(eventExportText(item({}))).toBe('Exportado ao Conta Azul em 20/03/2025 (R$ 1.234,50).');
    expect(eventExportText(item({ settledValue: '1000', settledOn: '2025-04-01' }))).toBe(
      'Exportado ao Conta Azul em 20/03/2025 (R$ 1.234,50). Baixa de R$ 1.000,00 em 01/04/2025.',
    );
  });

  it('shows the last error of a failed export and a pending one as such', () => {
    expect(eventExportText(item({ state: 'FAILED', lastError: 'O evento não tem valor a receber.' }))).toBe(
      'Falhou: O evento não tem valor a receber.',
    );
    expect(eventExportText(item({ state: 'PENDING', exportedAt: null }))).toBe('Em andamento');
  });
});
