import { buildRecursoGlosa, type TissGuideInput, type TissProcedureItem } from '@honora/domain';
import { describe, expect, it } from 'vitest';
import type { GuideInputGroup } from '../tiss';
import { appealXmlPlan, type AppealXmlSource } from './appeal-xml-input';
import type { AppealItemRow } from './appeals.repository';

/** The appeal → RECURSO_GLOSA input mapping: what the lote wrote, what stays out, each scope. */

const procedure = (rowId: string, code: string, grauPart: string | null): TissProcedureItem =>
  ({
    rowId,
    code,
    description: `Procedimento ${code}`,
    tableCode: '22',
    team: grauPart ? [{ grauPart }] : [],
  }) as never;

const guide = (eventId: string, numGuide: string, procedures: TissProcedureItem[]): TissGuideInput =>
  ({ eventId, numGuide, dtProcedure: '2026-01-10', data: { password: `S${numGuide}` }, procedures }) as never;

const group: GuideInputGroup = {
  companyId: 'c',
  healthInsuranceId: 'i',
  insurerName: 'Operadora Exemplo',
  provider: { codeAtOperator: 'PREST001', cnpj: null, name: 'Grupo', cnes: null },
  settings: {
    registerANS: '123456',
    version: '4.03.00',
    hashEncoding: 'ISO-8859-1',
    xmlFields: {},
    replaceDataBy: {},
    padGuideNumber: true,
    guideNumberPadding: 9,
  },
  insurer: {} as never,
  guides: [
    guide('e1', '123', [procedure('r1', '31005497', null), procedure('r2', '30602033', '07')]),
    guide('e2', '456', [procedure('r4', '31009336', '06')]),
  ],
};

let id = 0;
const item = (eventId: string, type: AppealItemRow['type'], procedureRowId: string | null, value: string) =>
  ({
    id: `item-${++id}`,
    eventId,
    type,
    procedureRowId,
    glosaCodes: ['1834', '1801'],
    valueAppealed: value,
    justification: `Justificativa ${id}`,
  }) as AppealItemRow;

function source(items: AppealItemRow[], scope: 'item' | 'guide' | 'protocol' = 'item'): AppealXmlSource {
  return {
    appeal: {
      code: 7,
      scope,
      lotNumber: 'L500',
      protocolNumber: '202601000123',
      operatorNumber: null,
      sentOn: null,
      protocolGlosaCode: scope === 'protocol' ? '2613' : null,
      protocolJustification: scope === 'protocol' ? 'O lote inteiro' : null,
      totalAppealed: '330.00',
    },
    items,
    group,
    procedures: new Map([
      ['r1', { id: 'r1', order: 1, idProc: '31005497', name: 'COLECISTECTOMIA', tableCode: '22' }],
      ['r2', { id: 'r2', order: 2, idProc: '30602033', name: 'OUTRO', tableCode: '' }],
      ['r3', { id: 'r3', order: 5, idProc: '40101010', name: 'REMOVIDO', tableCode: '22' }],
      ['r4', { id: 'r4', order: 1, idProc: '31009336', name: 'TERCEIRO', tableCode: '22' }],
    ]),
    numGuides: new Map([
      ['e1', '123'],
      ['e2', '456'],
      ['e9', '999'],
    ]),
    sequence: 12,
    registered: { date: '2026-03-02', time: '09:15:00' },
    today: '2026-03-02',
  };
}

describe('appealXmlPlan', () => {
  it('one guide per event, numbered as the lote, each procedure item as the lote sent it', () => {
    const plan = appealXmlPlan(
      source([
        item('e1', 'PROCEDURE', 'r2', '100.00'),
        item('e2', 'PROCEDURE', 'r4', '30.00'),
        item('e1', 'PROCEDURE', 'r3', '200.00'),
      ]),
    );
    expect(plan.blocking).toEqual([]);
    expect(plan.leftOut).toEqual([]);
    expect(plan.guideNumbers).toEqual(['000000123', '000000456']);
    const object = plan.input.object;
    if (object.kind !== 'guides') throw new Error('guides expected');
    expect(object.guides.map((g) => [g.originGuideNumber, g.password])).toEqual([
      ['000000123', 'S123'],
      ['000000456', 'S456'],
    ]);
    const first = object.guides[0]!.appeal;
    if (first.kind !== 'items') throw new Error('items expected');
    expect(first.items).toEqual([
      // The second row of the guide, its team's grau (07), the default table when the row has none.
      expect.objectContaining({ sequence: 2, code: '30602033', tableCode: '22', grauPart: '07', glosaCode: '1834' }),
      // A row removed since the lote: its order; the anesthetist's grau.
      expect.objectContaining({ sequence: 5, code: '40101010', grauPart: '06', value: '200.00' }),
    ]);
    expect(plan.input).toMatchObject({
      sequence: 12,
      appealNumber: '7',
      batchNumber: 'L500',
      protocolNumber: '202601000123',
      appealDate: '2026-03-02',
      operator: { registerANS: '123456', name: 'Operadora Exemplo' },
    });
    const built = buildRecursoGlosa(plan.input);
    expect(built.ok && built.total).toBe('330.00');
  });

  it('leaves complementation, fee and expenses out and says so; nothing else → refused', () => {
    const plan = appealXmlPlan(
      source([item('e1', 'PROCEDURE', 'r1', '10.00'), item('e1', 'COMPLEMENTATION', null, '5.00')]),
    );
    expect(plan.leftOut).toEqual([{ code: 'notProcedure', guide: '000000123', type: 'COMPLEMENTATION' }]);
    expect(plan.blocking).toEqual([]);
    const only = appealXmlPlan(source([item('e1', 'EXPENSE', null, '5.00')]));
    expect(only.blocking).toEqual([{ code: 'noProcedures' }]);
  });

  it('refuses an event its insurer no longer holds', () => {
    const plan = appealXmlPlan(source([item('e9', 'PROCEDURE', 'r1', '10.00')]));
    expect(plan.blocking).toEqual([{ code: 'guideNotFound', guide: '999' }]);
  });

  it('a whole-guide appeal claims each guide with its first code and justification; a protocol appeal its own', () => {
    const guides = appealXmlPlan(
      source([item('e1', 'PROCEDURE', 'r1', '10.00'), item('e1', 'COMPLEMENTATION', null, '5.50')], 'guide'),
    );
    expect(guides.input.object).toEqual({
      kind: 'guides',
      guides: [
        expect.objectContaining({
          appeal: { kind: 'wholeGuide', glosaCode: '1834', justification: expect.any(String), value: '15.50' },
        }),
      ],
    });
    const protocol = appealXmlPlan(source([item('e1', 'PROCEDURE', 'r1', '10.00')], 'protocol'));
    expect(protocol.input.object).toEqual({
      kind: 'protocol',
      glosaCode: '2613',
      justification: 'O lote inteiro',
      value: '330.00',
    });
    expect(buildRecursoGlosa(protocol.input).ok).toBe(true);
  });
});
