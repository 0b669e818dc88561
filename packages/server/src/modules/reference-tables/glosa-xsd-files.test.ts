import { readFileSync } from 'node:fs';
import { checkReferenceRecords, decodeXml, GLOSA_XSD_HEADER } from '@honora/domain';
import { describe, expect, it } from 'vitest';
import { readReferenceFile } from './reference-file';

/**
 * Table 38 read from the real ANS schemas of /work/shared/tiss/xsd (in place, never copied into
 * the repository) through the reader the import uses, then the domain's row checks. The domain
 * itself does no I/O, so these tests live here.
 */
const XSD = '/work/shared/tiss/xsd';
const fileName = (version: string) => `tissSimpleTypesV${version.replace(/\./g, '_')}.xsd`;
const schema = (version: string) => new Uint8Array(readFileSync(`${XSD}/${version}/${fileName(version)}`));

async function table38(version: string) {
  const records = await readReferenceFile(fileName(version), schema(version));
  return { records, checked: checkReferenceRecords('glosaReasons', records) };
}

const text = (rows: { code: string; description: string }[], code: string) =>
  rows.find((row) => row.code === code)?.description;

describe('table 38 from the ANS schemas', () => {
  it.each([
    // The codes dm_tipoGlosa enumerates (its empty value aside), each described in the type's comment.
    ['4.03.00', 768],
    ['4.01.00', 624],
    ['3.05.00', 615],
  ])('%s: %i codes, every one accepted', async (version, count) => {
    const { records, checked } = await table38(version);
    expect(records[0]?.cells).toEqual([...GLOSA_XSD_HEADER]);
    expect(records).toHaveLength(count + 1);
    expect(checked).toMatchObject({ missing: [], rejections: [] });
    expect(checked.rows).toHaveLength(count);
    expect(new Set(checked.rows.map((row) => row.code)).size).toBe(count);
  });

  it('reads the Latin-1 texts with their accents (4.03)', async () => {
    const { rows } = (await table38('4.03.00')).checked;
    expect(text(rows, '1834')).toBe('PORTE ANESTÉSICO COBRADO INCOMPATÍVEL COM O PORTE DO PROCEDIMENTO REALIZADO');
    expect(text(rows, '3199')).toBe('COBRANÇA DE ITEM ASSISTENCIAL SEM A PRESENÇA DO ANESTESISTA');
    expect(text(rows, '3201')).toBe(
      'COBRANÇA DE ITEM ASSISTENCIAL SEM REGISTRO NO BOLETIM ANESTÉSICO E DURAÇÃO DE USO',
    );
    expect(text(rows, '3241')).toBe('GRAU DE PARTICIPAÇÃO INFORMADO INCOMPATÍVEL COM O PROCEDIMENTO COBRADO');
    expect(text(rows, '3268')).toBe('NÚMERO DE LOTE JÁ INFORMADO ANTERIORMENTE');
    expect(text(rows, '2902')).toBe('GLOSA MANTIDA');
    expect(text(rows, '1305')).toBe('ITEM PAGO EM OUTRA GUIA');
    // Written "3167 SEQUENCIAL INVÁLIDO " (a space, not a tab, and one at the end).
    expect(text(rows, '3167')).toBe('SEQUENCIAL INVÁLIDO');
    expect(rows.some((row) => /[\uFFFD\u0080-\u009F]/.test(row.description))).toBe(false);
  });

  it('has the codes 4.03 added (3169–3312) and 4.01 added (3167, 3168) only from those versions on', async () => {
    const codes = async (version: string) => new Set((await table38(version)).checked.rows.map((row) => row.code));
    const [v403, v401, v305] = [await codes('4.03.00'), await codes('4.01.00'), await codes('3.05.00')];
    for (const code of ['3199', '3201', '3241', '3268']) {
      expect([v403.has(code), v401.has(code)]).toEqual([true, false]);
    }
    expect([v403.has('3167'), v401.has('3167'), v305.has('3167')]).toEqual([true, true, false]);
    expect([...v305].filter((code) => !v401.has(code))).toEqual([]);
    expect([...v401].filter((code) => !v403.has(code))).toEqual([]);
  });

  it('numbers each record by its line in the file (the report points into the XSD)', async () => {
    const lines = decodeXml(schema('4.03.00'))!.split(/\r\n|\r|\n/);
    const { records } = await table38('4.03.00');
    expect(lines[records[0]!.line - 1]).toContain('name="dm_tipoGlosa"');
    const record = records.find((r) => r.cells[0] === '1834')!;
    expect(lines[record.line - 1]).toMatch(/^1834\tPORTE ANESTÉSICO/);
  });

  it('refuses an .xsd without table 38 or not in its declared encoding', async () => {
    const guides = new Uint8Array(readFileSync(`${XSD}/4.03.00/tissGuiasV4_03_00.xsd`));
    await expect(readReferenceFile('tissGuiasV4_03_00.xsd', guides)).rejects.toMatchObject({
      reason: 'xsdNoGlosaType',
    });
    const utf8 = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><a>\xca</a>', 'latin1');
    await expect(readReferenceFile('x.XSD', new Uint8Array(utf8))).rejects.toMatchObject({ reason: 'xsdEncoding' });
  });
});
