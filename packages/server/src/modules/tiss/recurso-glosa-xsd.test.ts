/**
 * RECURSO_GLOSA files against the ANS schemas (NOTES.md §7, §9): every shape (items, whole
 * guides, whole protocol) × provider identification (operator code, CNPJ) × version validates
 * with zero errors; the shared sample is rebuilt byte for byte. Schemas are read from
 * ../shared/tiss/xsd (never copied).
 */
import { readFileSync } from 'node:fs';
import { TISS_VERSIONS, buildRecursoGlosa, encodeLatin1, type RecursoGlosaInput } from '@honora/domain';
import { RecursoTestData, sampleRecursoGlosa, type RecursoShape } from '@honora/domain/tiss/recurso-glosa-testing';
import { sharedPath } from '@honora/db/testing';
import { describe, expect, it } from 'vitest';
import { createTissXsdValidator } from './xsd-validator';

const validator = createTissXsdValidator(sharedPath('tiss', 'xsd'));
const SHAPES: readonly RecursoShape[] = ['items', 'wholeGuides', 'protocol'];
const PROVIDERS = ['code', 'cnpj'] as const;

function bytesOf(input: RecursoGlosaInput): Uint8Array {
  const result = buildRecursoGlosa(input);
  if (!result.ok) throw new Error(`problems: ${JSON.stringify(result.problems)}`);
  return encodeLatin1(result.xml);
}

describe('RECURSO_GLOSA against the XSD', () => {
  it('the shared sample validates and is rebuilt from its data byte for byte', async () => {
    const sample = readFileSync(sharedPath('tiss', 'samples', 'recurso-glosa-minimal.xml'));
    expect(await validator.validate('4.03.00', sample)).toEqual({ valid: true, errors: [] });
    expect(Buffer.from(bytesOf(sampleRecursoGlosa())).equals(sample)).toBe(true);
  });

  it.each(TISS_VERSIONS)('%s: every shape with a provider by code and by CNPJ validates', async (version) => {
    const data = new RecursoTestData(17);
    const variants = SHAPES.flatMap((shape) => PROVIDERS.map((provider) => ({ shape, provider })));
    const inputs = variants.map((variant) =>
      data.appeal(version, { ...variant, guides: 4, itemsPerGuide: 3, hashEncoding: 'UTF-8' }),
    );
    const files = inputs.map(bytesOf);
    const text = files.map((f) => Buffer.from(f).toString('latin1'));
    // The variants really differ where the schema does.
    expect(text.filter((x) => x.includes('<ans:cnpjContratado>'))).toHaveLength(3);
    expect(text.filter((x) => x.includes('<ans:recursoProtocolo>'))).toHaveLength(2);
    expect(text.filter((x) => x.includes('<ans:recursoGuiaCompleta>'))).toHaveLength(2);
    expect(text.some((x) => x.includes('<ans:centroConsumo>'))).toBe(version === '4.03.00');
    expect(text.every((x) => x.includes('<ans:nomeContratado>'))).toBe(version === '3.05.00');
    const results = await validator.validateMany(version, files);
    expect(results).toEqual(files.map(() => ({ valid: true, errors: [] })));
  });

  it('a 100-guide appeal of the longest justifications validates in each version', async () => {
    for (const version of TISS_VERSIONS) {
      const input = new RecursoTestData(5).appeal(version, {
        shape: 'items',
        provider: 'cnpj',
        guides: 100,
        itemsPerGuide: 2,
      });
      const max = version === '3.05.00' ? 150 : 500;
      if (input.object.kind === 'guides') input.object.guides[0]!.password = 'X'.repeat(20);
      const first = input.object.kind === 'guides' ? input.object.guides[0]!.appeal : null;
      if (first?.kind === 'items') first.items[0]!.justification = 'Ç'.repeat(max);
      expect(await validator.validate(version, bytesOf(input))).toEqual({ valid: true, errors: [] });
    }
  });

  it('the schema refuses what the builder refuses: a 151-character justification in 3.05.00', async () => {
    const input = { ...sampleRecursoGlosa(), version: '3.05.00' as const };
    const xml = Buffer.from(bytesOf(input)).toString('latin1');
    const long = xml.replace(/(<ans:justificativaItem>)[^<]*/, `$1${'A'.repeat(151)}`);
    const result = await validator.validate('3.05.00', encodeLatin1(long));
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toMatch(/justificativaItem/);
  });
});
