import { readFileSync } from 'node:fs';
import { checkReferenceRecords, decodeText, parseCsv } from '@honora/domain';
import { describe, expect, it } from 'vitest';
import { demoCboOccupations, demoMunicipalities, demoTussTerms } from './reference-tables';

/** The demo's hand-written sample must be exactly what the official files say (read in place). */
const DATA = '/work/shared/data';
const rowsOf = <T extends 'tuss22' | 'ibgeMunicipalities' | 'cbo'>(table: T, path: string) =>
  checkReferenceRecords(table, parseCsv(decodeText(new Uint8Array(readFileSync(`${DATA}/${path}`))).text)).rows;

describe('demo reference sample', () => {
  it('has municipalities copied from municipios.csv', () => {
    const official = rowsOf('ibgeMunicipalities', 'ibge/municipios.csv');
    for (const sample of demoMunicipalities) expect(official).toContainEqual(sample);
  });

  it('has physicians copied from the CBO file', () => {
    const official = rowsOf('cbo', 'cbo/CBO2002_Ocupacao.csv');
    for (const sample of demoCboOccupations) expect(official).toContainEqual(sample);
  });

  it('has TUSS terms copied from the 2023-08 table 22 (terms trimmed)', () => {
    const official = rowsOf('tuss22', 'tuss/tabela_22_procedimentos_2023-08_vigentes.csv');
    for (const sample of demoTussTerms) expect(official).toContainEqual(sample);
  });
});
