import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_GLOSA_XSD, demoGlosaReasons } from './glosa-reasons';

/** The demo reads table 38 from the ANS schema in ../shared (in place), or goes without it. */
describe('demo glosa reasons', () => {
  it('finds the 4.03 schema in ../shared beside the repository', () => {
    const besideRepo = fileURLToPath(new URL('../../../../../../shared/', import.meta.url));
    expect(DEMO_GLOSA_XSD).toBe(`${besideRepo}tiss/xsd/4.03.00/tissSimpleTypesV4_03_00.xsd`);
    expect(existsSync(DEMO_GLOSA_XSD)).toBe(true);
  });

  it('reads its 768 reasons with their Latin-1 texts', () => {
    const rows = demoGlosaReasons();
    expect(rows).toHaveLength(768);
    expect(rows).toContainEqual({
      code: '3199',
      description: 'COBRANÇA DE ITEM ASSISTENCIAL SEM A PRESENÇA DO ANESTESISTA',
    });
  });

  it('skips silently when the schema is not there', () => {
    expect(demoGlosaReasons(DEMO_GLOSA_XSD.replace('4.03.00', '9.99.99'))).toEqual([]);
  });
});
