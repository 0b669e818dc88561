import { describe, expect, it } from 'vitest';
import { changeLines, fieldLabel, valueText } from './history-text';

describe('the history in pt-BR', () => {
  it('names the fields people read and leaves bookkeeping and derived money out', () => {
    expect(fieldLabel('event', 'numGuide')).toBe('Número da guia');
    expect(fieldLabel('event', 'healthInsuranceId')).toBe('Convênio');
    expect(fieldLabel('event', 'status')).toBe('Status');
    expect(fieldLabel('procedure', 'proportion')).toBe('Proporção');
    expect(fieldLabel('event', 'totalLoss')).toBeNull();
    expect(fieldLabel('event', 'revenueIds')).toBeNull();
    expect(fieldLabel('procedure', 'techniqueUsedProportion')).toBeNull();
  });

  it('shows values as people read them', () => {
    expect(valueText('event', 'numGuide', null)).toBe('(vazio)');
    expect(valueText('event', 'urgent', true)).toBe('sim');
    expect(valueText('event', 'status', 'WaitPayment')).toBe('Aguardando pagamento');
    expect(valueText('event', 'dtProcedure', '2025-03-10')).toBe('10/03/2025');
    expect(valueText('event', 'type', 'SPSADT')).toBe('SP/SADT');
    expect(valueText('observation', 'type', 'Pending')).toBe('Pendência');
    expect(valueText('procedure', 'proportion', '0.5')).toBe('50%');
    expect(valueText('procedure', 'value', '5597.31')).toBe('R$ 5.597,31');
    expect(valueText('procedure', 'value', 2687.28)).toBe('R$ 2.687,28');
    expect(valueText('event', 'patientId', 'p1', () => 'Maria')).toBe('Maria');
    expect(valueText('event', 'patientId', 'p1')).toBe('(registro fora da lista)');
    expect(valueText('observation', 'text', 'x'.repeat(200))).toHaveLength(121);
  });

  it('writes one line per change a person made', () => {
    expect(
      changeLines('event', 'UPDATE', {
        status: { from: 'AwaitingCheck', to: 'Pending' },
        updatedAt: { from: null, to: '2025-03-10T10:00:00Z' },
        totalLoss: { from: '0', to: '1' },
        guideData: { from: { numberWallet: null, totals: {} }, to: { numberWallet: '123', totals: {} } },
      }),
    ).toEqual(['Status: Aguardando conferência → Pendente', 'Dados adicionais da guia: Número da carteira']);
  });

  it('names a new record by a few fields only', () => {
    expect(
      changeLines('procedure', 'INSERT', {
        idProc: { from: null, to: '30602246' },
        steps: { from: null, to: [] },
        received: { from: null, to: '0' },
        value: { from: null, to: '10.5' },
      }),
    ).toEqual(['Código: 30602246', 'Valor: R$ 10,50']);
    expect(changeLines('observation', 'INSERT', { text: { from: null, to: 'Falta a guia' } })).toEqual([
      'Texto: Falta a guia',
    ]);
  });
});
