import type { AutoRosterProposal, RosterMonth } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { chosenPlacements, openGroups, placementGroups, placementKey, scoreLines } from './auto-roster-model';

const LINE_A = '00000000-0000-4000-8000-00000000000a';
const LINE_B = '00000000-0000-4000-8000-00000000000b';
const ANA = '00000000-0000-4000-8000-0000000000a1';
const BRUNO = '00000000-0000-4000-8000-0000000000b1';

function line(id: string, workplaceName: string, shiftName: string): RosterMonth['lines'][number] {
  return {
    id,
    workplaceId: id,
    workplaceName,
    shiftId: id,
    shiftName,
    start: '07:00',
    end: '19:00',
    slotCategory: 'PLANTAO',
    positions: 2,
    onCallPercentage: null,
    requiredTag: null,
    active: true,
  };
}

const lines = [line(LINE_A, 'Hospital Central', 'Dia'), line(LINE_B, 'Maternidade', 'Manhã')];
const missingTag = { code: 'missingTag' as const, count: 3, text: '3 médicos sem a etiqueta Obstetrícia' };
const away = { code: 'unavailable' as const, count: 1, text: '1 médico de férias ou com exceção de trabalho' };

const proposal: AutoRosterProposal = {
  month: '2026-12',
  version: 2,
  placements: [
    { lineId: LINE_A, day: '2026-12-04', position: 0, doctorId: ANA, doctorName: 'Ana Souza' },
    { lineId: LINE_A, day: '2026-12-04', position: 1, doctorId: BRUNO, doctorName: 'Bruno Lima' },
  ],
  unfilled: [
    { lineId: LINE_B, day: '2026-12-04', position: 0, reasons: [missingTag] },
    { lineId: LINE_B, day: '2026-12-05', position: 0, reasons: [missingTag, away] },
    { lineId: LINE_B, day: '2026-12-06', position: 1, reasons: [missingTag] },
  ],
  scores: {
    coverage: { filled: 2, total: 5 },
    nightSpread: 1,
    weekendSpread: 2,
    holidaySpread: 0,
    preferredTaken: 2,
    undesiredGiven: 1,
    workplaceWeekDoctors: 4,
    targetDeviationMinutes: 90,
    status: 'optimal',
    elapsedMs: 2340,
  },
  candidates: 3,
  withTarget: 1,
  withPreferences: 2,
};

describe('the proposal as the panel tells it', () => {
  it('groups the placements by line, each told with its weekday, day, place and doctor', () => {
    expect(placementGroups(proposal, lines)).toEqual([
      {
        lineId: LINE_A,
        label: 'Hospital Central — Dia',
        items: [
          { key: `${LINE_A}|2026-12-04|0`, label: 'sex 04/12, vaga 1: Ana Souza' },
          { key: `${LINE_A}|2026-12-04|1`, label: 'sex 04/12, vaga 2: Bruno Lima' },
        ],
      },
    ]);
  });

  it('puts together the open places of a line left open for the same reasons', () => {
    expect(openGroups(proposal, lines)).toEqual([
      {
        key: `${LINE_B}|${missingTag.text}`,
        label: 'Maternidade — Manhã',
        places: '04/12 vaga 1, 06/12 vaga 2 (2 vagas)',
        reasons: [missingTag.text],
      },
      {
        key: `${LINE_B}|${missingTag.text}|${away.text}`,
        label: 'Maternidade — Manhã',
        places: '05/12 vaga 1 (1 vaga)',
        reasons: [missingTag.text, away.text],
      },
    ]);
  });

  it('tells each score in words, and says so when no doctor has a workload or preferred days', () => {
    expect(scoreLines(proposal)).toEqual([
      'Melhor solução comprovada pelo otimizador, em 2,3 s',
      'Cobertura: 2 de 5 vagas abertas preenchidas',
      'Noites: diferença de 1 entre quem mais e quem menos fez, contando os 3 meses anteriores',
      'Fins de semana: diferença de 2 entre quem mais e quem menos fez, contando os 3 meses anteriores',
      'Feriados nacionais: diferença de 0 entre quem mais e quem menos fez, contando os 3 meses anteriores',
      'Continuidade: 4 médico(s) distintos somando cada local por semana (quanto menos, mais continuidade)',
      'Carga horária: 1,5 h de diferença somada entre o presencial do mês e o devido de 1 médico(s)',
      'Preferências de dias cadastradas por 2 médico(s) entram na proposta: 2 vaga(s) proposta(s) em dias preferidos e 1 em dias que pediram para evitar (são preferências: cobrir as vagas e dividir noites e fins de semana pesam mais)',
    ]);
    expect(scoreLines({ ...proposal, withTarget: 0 })[6]).toBe(
      'Carga horária: nenhum médico com carga horária no mês; ela não entra na proposta',
    );
    expect(scoreLines({ ...proposal, withPreferences: 0 })[7]).toBe(
      'Preferências de dias: nenhum médico cadastrou dias preferidos ou a evitar para este mês',
    );
  });

  it('sends only the checked placements, without the names', () => {
    const chosen = new Set([placementKey(proposal.placements[1]!)]);
    expect(chosenPlacements(proposal, chosen)).toEqual([
      { lineId: LINE_A, day: '2026-12-04', position: 1, doctorId: BRUNO },
    ]);
  });
});
