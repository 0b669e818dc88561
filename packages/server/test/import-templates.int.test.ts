import {
  customFields,
  healthInsurers,
  hospitals,
  patients,
  spreadsheetConfigs,
  surgeons,
  systemActor,
  withActor,
} from '@honora/db';
import { addMember, createUser } from '@honora/db/testing';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { createSettingsWorld, fieldErrors, UNKNOWN_ID, type SettingsWorld } from './billing-settings-world';
import { TestClient } from './helpers';

/**
 * GET /api/event-import-templates (billing.md §2 templatesImportEvents; decision 040
 * "Templates"): the workbook read back — headers, lists, example, a configuration's layout —
 * and who may download it.
 */

const URL = '/api/event-import-templates';
const DEFAULT_HEADERS = [
  'Nome do paciente',
  'Data do procedimento',
  'Código do procedimento',
  'Descrição do procedimento',
  'CPF do paciente',
  'Nascimento do paciente',
  'Convênio',
  'Carteirinha do paciente no convênio',
  'Hospital',
  'Cirurgião',
  'Anestesista',
  'Número da guia',
  'Senha da autorização',
  'Início do procedimento',
  'Fim do procedimento',
  'Início da anestesia',
  'Fim da anestesia',
  'Acomodação',
  'Urgência',
];

let w: SettingsWorld;
let resident: TestClient;
let configId: string;
let otherConfigId: string;

async function seed(): Promise<void> {
  const db = w.t.database.db;
  await withActor(db, systemActor, async (tx) => {
    const mine = w.matrizId;
    const other = w.otherId;
    await tx.insert(healthInsurers).values([
      { companyId: mine, name: 'Unimed Configura' },
      { companyId: mine, name: 'Amil Saúde' },
      { companyId: mine, name: 'Convênio Inativo', active: false },
      { companyId: other, name: 'Convênio da Outra' },
    ]);
    const longNames = Array.from({ length: 30 }, (_, i) => ({ companyId: mine, name: `Hospital Regional ${i + 10}` }));
    await tx.insert(hospitals).values([...longNames, { companyId: other, name: 'Hospital da Outra' }]);
    await tx.insert(patients).values([
      { companyId: mine, name: 'Zuleica Prado' },
      { companyId: mine, name: 'Antônio Borges' },
    ]);
    await tx.insert(surgeons).values({ companyId: mine, name: 'Dr. Caio Mendes' });
    await tx.insert(customFields).values([
      {
        companyId: mine,
        entity: 'event',
        key: 'sala',
        label: 'Sala cirúrgica',
        type: 'select',
        options: ['Sala 1', 'Sala 2'],
        position: 1,
      },
      { companyId: mine, entity: 'event', key: 'conferido', label: 'Conferido', type: 'boolean', position: 2 },
      { companyId: mine, entity: 'event', key: 'alta', label: 'Data da alta', type: 'date', position: 3 },
      {
        companyId: mine,
        entity: 'event',
        key: 'velho',
        label: 'Campo inativo',
        type: 'text',
        active: false,
        position: 4,
      },
      { companyId: mine, entity: 'patient', key: 'alergias', label: 'Alergias', type: 'text', position: 1 },
      { companyId: other, entity: 'event', key: 'segredo', label: 'Campo da Outra', type: 'text', position: 1 },
    ]);
    const [config] = await tx
      .insert(spreadsheetConfigs)
      .values({
        companyId: mine,
        name: 'Planilha do Hospital São Lucas',
        headerRow: 3,
        dateFormat: 'YYYY-MM-DD',
        columns: { patientName: 'C', dtProcedure: 'Data', procedureCode: 'A', healthInsuranceName: 'Plano' },
      })
      .returning({ id: spreadsheetConfigs.id });
    configId = config!.id;
    const [otherConfig] = await tx
      .insert(spreadsheetConfigs)
      .values({
        companyId: other,
        name: 'Da Outra',
        columns: { patientName: 'A', dtProcedure: 'B', procedureCode: 'C' },
      })
      .returning({ id: spreadsheetConfigs.id });
    otherConfigId = otherConfig!.id;
  });
  const anesthetist = await createUser(db, { email: 'ana@configura.dev', name: 'Dra. Ana Lima' });
  await addMember(db, { companyId: w.matrizId, userId: anesthetist.id, profiles: ['b'], userTypes: ['KAnesthetist'] });
  await createUser(db, {
    email: 'residente@configura.dev',
    name: 'Residente',
    passwordHash: await hashPassword('senha-forte-1'),
  }).then((user) =>
    addMember(db, { companyId: w.matrizId, userId: user.id, profiles: ['g'], userTypes: ['KResident'] }),
  );
  resident = new TestClient(w.t.app);
  expect((await resident.login('residente@configura.dev', 'senha-forte-1')).statusCode).toBe(200);
}

beforeAll(async () => {
  w = await createSettingsWorld();
  await seed();
});
afterAll(() => w.t.close());

async function workbookOf(res: LightMyRequestResponse): Promise<ExcelJS.Workbook> {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

const rowValues = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);

/** The values a list validation offers: inline, or read from the hidden lists sheet. */
function listValues(workbook: ExcelJS.Workbook, cell: ExcelJS.Cell): string[] {
  const validation = cell.dataValidation;
  expect(validation?.type, `validation of ${cell.address}`).toBe('list');
  const formula = validation!.formulae[0] as string;
  if (formula.startsWith('"')) return formula.slice(1, -1).split(',');
  const match = /^'?([^'!]+)'?!\$([A-Z]+)\$(\d+):\$[A-Z]+\$(\d+)$/.exec(formula);
  expect(match, formula).not.toBeNull();
  const sheet = workbook.getWorksheet(match![1]!)!;
  const values: string[] = [];
  for (let row = Number(match![3]); row <= Number(match![4]); row++) {
    values.push(String(sheet.getCell(`${match![2]}${row}`).value));
  }
  return values;
}

describe('import template without a configuration', () => {
  it('writes the fields in order, then the active event custom fields, bold and frozen', async () => {
    const res = await w.manager.get(`${URL}?type=Honorario`);
    expect(res.headers['content-disposition']).toContain('modelo-importacao-honorario.xlsx');
    const workbook = await workbookOf(res);
    expect(workbook.worksheets.map((s) => [s.name, s.state])).toEqual([
      ['Eventos', 'visible'],
      ['Exemplo', 'visible'],
      ['Listas', 'hidden'],
    ]);
    const sheet = workbook.getWorksheet('Eventos')!;
    expect(rowValues(sheet, 1)).toEqual([...DEFAULT_HEADERS, 'Sala cirúrgica', 'Conferido', 'Data da alta']);
    expect(sheet.rowCount).toBe(1);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(2).numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getColumn(14).numFmt).toBe('@');
    expect(sheet.getColumn(22).numFmt).toBe('dd/mm/yyyy');
  });

  it("offers the company's own insurers and hospitals, the accommodations, yes/no and the select options", async () => {
    const workbook = await workbookOf(await w.manager.get(`${URL}?type=SPSADT`));
    const sheet = workbook.getWorksheet('Eventos')!;
    const at = (header: string, row: number) => sheet.getCell(row, DEFAULT_HEADERS.indexOf(header) + 1);
    const insurers = listValues(workbook, at('Convênio', 2));
    expect(insurers).toEqual(['Amil Saúde', 'Unimed Configura']);
    expect(at('Convênio', 2).dataValidation.errorStyle).toBe('stop');
    const hospitalCell = at('Hospital', 1001);
    const hospitalList = listValues(workbook, hospitalCell);
    expect(hospitalList).toHaveLength(30);
    expect(hospitalList).not.toContain('Hospital da Outra');
    // 30 names are longer than Excel's inline limit: they live on the hidden sheet.
    expect(hospitalCell.dataValidation.formulae[0]).toContain('Listas');
    expect(hospitalCell.dataValidation.errorStyle).toBe('warning');
    expect(listValues(workbook, at('Acomodação', 2))).toEqual([
      'Enfermaria',
      'Apartamento',
      'Ambulatorial',
      'Hospital-dia',
      'Nenhuma',
    ]);
    expect(listValues(workbook, at('Urgência', 500))).toEqual(['Sim', 'Não']);
    expect(listValues(workbook, sheet.getCell('T2'))).toEqual(['Sala 1', 'Sala 2']);
    expect(listValues(workbook, sheet.getCell('U2'))).toEqual(['Sim', 'Não']);
    expect(at('Convênio', 1).dataValidation).toBeUndefined();
    expect(at('Convênio', 1002).dataValidation).toBeUndefined();
    expect(at('Nome do paciente', 2).dataValidation).toBeUndefined();
  });

  it("fills one example row apart, from the company's registries", async () => {
    const workbook = await workbookOf(await w.biller.get(`${URL}?type=Consulta`));
    const sheet = workbook.getWorksheet('Exemplo')!;
    expect(rowValues(sheet, 1)).toEqual(rowValues(workbook.getWorksheet('Eventos')!, 1));
    expect(sheet.rowCount).toBe(2);
    const example = Object.fromEntries(rowValues(sheet, 1).map((header, i) => [header, rowValues(sheet, 2)[i]]));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect(example).toMatchObject({
      'Nome do paciente': 'Antônio Borges',
      'Data do procedimento': new Date(`${today}T00:00:00Z`),
      'Código do procedimento': '30726034',
      Convênio: 'Amil Saúde',
      Hospital: 'Hospital Regional 10',
      Cirurgião: 'Dr. Caio Mendes',
      Anestesista: 'Dra. Ana Lima',
      Acomodação: 'Enfermaria',
      Urgência: 'Não',
      'Sala cirúrgica': 'Sala 1',
      Conferido: 'Sim',
    });
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('dd/mm/yyyy');
  });
});

describe('import template in a configuration layout', () => {
  it('puts letters in their column, header names in the free ones, custom fields after, from the header row', async () => {
    const res = await w.manager.get(`${URL}?type=Honorario&spreadsheetConfigId=${configId}`);
    expect(res.headers['content-disposition']).toContain(
      'modelo-importacao-honorario-planilha-do-hospital-sao-lucas.xlsx',
    );
    const workbook = await workbookOf(res);
    const sheet = workbook.getWorksheet('Eventos')!;
    expect(rowValues(sheet, 1)).toEqual([]);
    expect(rowValues(sheet, 3)).toEqual([
      'Código do procedimento',
      'Data',
      'Nome do paciente',
      'Plano',
      'Sala cirúrgica',
      'Conferido',
      'Data da alta',
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 3 });
    expect(sheet.getColumn(2).numFmt).toBe('yyyy-mm-dd');
    expect(listValues(workbook, sheet.getCell('D4'))).toEqual(['Amil Saúde', 'Unimed Configura']);
    expect(listValues(workbook, sheet.getCell('D1003'))).toEqual(['Amil Saúde', 'Unimed Configura']);
    expect(sheet.getCell('D3').dataValidation).toBeUndefined();
    const example = workbook.getWorksheet('Exemplo')!;
    expect(rowValues(example, 3)).toEqual(rowValues(sheet, 3));
    expect(rowValues(example, 4)[2]).toBe('Antônio Borges');
  });
});

describe('import template: refusals', () => {
  it('refuses a bad type and a malformed id in pt-BR', async () => {
    expect(fieldErrors(await w.manager.get(`${URL}?type=Cirurgia`))).toEqual({ type: 'Tipo de evento inválido' });
    expect(fieldErrors(await w.manager.get(URL))).toEqual({ type: 'Tipo de evento inválido' });
    expect(fieldErrors(await w.manager.get(`${URL}?type=Consulta&spreadsheetConfigId=abc`))).toEqual({
      spreadsheetConfigId: 'Identificador inválido',
    });
  });

  it("answers 404 for an unknown or another company's configuration", async () => {
    for (const id of [UNKNOWN_ID, otherConfigId]) {
      const res = await w.manager.get(`${URL}?type=Honorario&spreadsheetConfigId=${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'notFound', message: 'Registro não encontrado' });
      expect(res.body).not.toContain('Da Outra');
    }
  });

  it('refuses a member who may not enter events; the anesthetist (writeOwn) may download', async () => {
    const res = await resident.get(`${URL}?type=Honorario`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'permissionDenied', params: { module: 'events', action: 'write' } });
    expect((await w.anesthetist.get(`${URL}?type=Honorario`)).statusCode).toBe(200);
  });

  it("never shows another company's registries", async () => {
    const workbook = await workbookOf(await w.outsider.get(`${URL}?type=Honorario`));
    const sheet = workbook.getWorksheet('Eventos')!;
    expect(rowValues(sheet, 1)).toEqual([...DEFAULT_HEADERS, 'Campo da Outra']);
    expect(listValues(workbook, sheet.getCell('G2'))).toEqual(['Convênio da Outra']);
    expect(listValues(workbook, sheet.getCell('I2'))).toEqual(['Hospital da Outra']);
    expect(rowValues(workbook.getWorksheet('Exemplo')!, 2)[0]).toBe('Maria da Silva Santos');
  });
});
