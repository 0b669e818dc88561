/**
 * TISS files against the ANS schemas (issue 8 "Tests that must exist"): every version × guide
 * type validates, a corpus of 1,000 random events validates 100%, the hash matches an
 * independent recomputation (node:crypto over leaf text taken by a regex) and changes with any
 * value, the SOURCES.md accent vector. Schemas are read from ../shared/tiss/xsd (never copied).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  SAMPLE_HASHES,
  TISS_VERSIONS,
  TissTestData,
  buildTissLote,
  decodeLatin1,
  sampleLote,
  tissHash,
  verifyTissHash,
  type TissGuideInput,
  type TissGuideType,
  type TissHashEncoding,
  type TissVersion,
} from '@honora/domain';
import { sharedPath } from '@honora/db/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTissXsdValidator } from './xsd-validator';

const shared = `${sharedPath('tiss')}/`;
const validator = createTissXsdValidator(`${shared}xsd`);
const TYPES: readonly TissGuideType[] = ['Honorario', 'SPSADT', 'Consulta'];

/** Independent hash: leaf elements by regex (an element whose content has no tag), entities decoded, node:crypto MD5. */
function independentHash(xml: string, encoding: TissHashEncoding): string {
  const body = xml.replace(/^<\?xml[^>]*\?>/, '');
  let text = '';
  for (const m of body.matchAll(/<([\w:-]+)(?:\s[^>]*)?>([^<]*)<\/\1>/g)) {
    if (m[1]!.replace(/^.*:/, '') === 'hash') continue;
    text += m[2]!.replace(
      /&(lt|gt|quot|apos|amp);/g,
      (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e]!,
    );
  }
  return createHash('md5')
    .update(Buffer.from(text, encoding === 'UTF-8' ? 'utf8' : 'latin1'))
    .digest('hex');
}

describe('XSD validation', () => {
  it('accepts the shared samples and refuses a 4.03 honorários file under 4.01', async () => {
    const sample = readFileSync(`${shared}samples/lote-honorarios-minimal.xml`);
    expect(await validator.validate('4.03.00', sample)).toEqual({ valid: true, errors: [] });
    const refused = await validator.validate('4.01.00', sample);
    expect(refused.valid).toBe(false);
    expect(refused.errors.join('\n')).toMatch(/caraterAtendimento|Padrao|4\.03\.00/);
  });

  it.each(TISS_VERSIONS)('%s: generated lotes of each guide type validate', async (version) => {
    const data = new TissTestData(11);
    const files = TYPES.flatMap((type) => [
      buildTissLote(sampleLote(type, version)),
      buildTissLote(data.lote(type, version, 25)),
    ]);
    for (const file of files) expect(file.problems).toEqual([]);
    const results = await validator.validateMany(
      version,
      files.map((f) => f.bytes),
    );
    expect(results).toEqual(files.map(() => ({ valid: true, errors: [] })));
  });

  it('reports the errors of an invalid file', async () => {
    const lote = sampleLote('Consulta', '4.03.00');
    lote.guides[0]!.executor = { ...lote.guides[0]!.executor!, cbo: '123456' };
    const result = buildTissLote(lote);
    expect(result.problems.map((p) => p.code)).toEqual(['codeDomain']);
    const xsd = await validator.validate('4.03.00', result.bytes);
    expect(xsd.valid).toBe(false);
    expect(xsd.errors[0]).toMatch(/CBOS/);
  });

  it('corpus: 1,000 random events in lotes of ≤ 100 per version and type all validate', async () => {
    const data = new TissTestData(2026);
    const groups = new Map<string, TissGuideInput[]>();
    for (let i = 0; i < 1000; i++) {
      const version = data.pick(TISS_VERSIONS);
      const type = data.pick(TYPES);
      const key = `${version}|${type}`;
      groups.set(key, [...(groups.get(key) ?? []), data.guide(type, version)]);
    }
    const byVersion = new Map<TissVersion, Uint8Array[]>();
    let events = 0;
    for (const [key, guides] of groups) {
      const version = key.split('|')[0] as TissVersion;
      for (let start = 0; start < guides.length; start += 100) {
        const lote = data.lote(guides[0]!.type, version, 0);
        lote.guides = guides.slice(start, start + 100);
        events += lote.guides.length;
        const result = buildTissLote(lote);
        expect(result.problems).toEqual([]);
        expect(verifyTissHash(result.xml, lote.settings.hashEncoding)).toBe(true);
        byVersion.set(version, [...(byVersion.get(version) ?? []), result.bytes]);
      }
    }
    expect(events).toBe(1000);
    let files = 0;
    for (const [version, bytes] of byVersion) {
      const results = await validator.validateMany(version, bytes);
      const invalid = results.flatMap((r, i) =>
        r.valid ? [] : [`${version} file ${i}: ${r.errors.slice(0, 3).join(' | ')}`],
      );
      expect(invalid).toEqual([]);
      files += results.length;
    }
    expect(files).toBeGreaterThanOrEqual(12);
  }, 60_000);
});

describe('hash', () => {
  it('the builder reproduces the hash of each shared sample; the samples verify', () => {
    const files: [TissVersion, TissGuideType, string][] = [
      ['4.03.00', 'Honorario', 'lote-honorarios-minimal.xml'],
      ['4.03.00', 'SPSADT', 'lote-spsadt-minimal.xml'],
      ['4.03.00', 'Consulta', 'lote-consulta-minimal.xml'],
      ...TYPES.flatMap((type, i) =>
        (['4.01.00', '3.05.00'] as const).map(
          (v) =>
            [v, type, `${v}/lote-${['honorarios', 'spsadt', 'consulta'][i]}-minimal.xml`] as [
              TissVersion,
              TissGuideType,
              string,
            ],
        ),
      ),
    ];
    for (const [version, type, file] of files) {
      const sample = decodeLatin1(readFileSync(`${shared}samples/${file}`));
      expect(verifyTissHash(sample), file).toBe(true);
      const built = buildTissLote(sampleLote(type, version));
      expect(built.hash, file).toBe(SAMPLE_HASHES[version][type]);
      expect(built.hash, file).toBe(independentHash(sample, 'ISO-8859-1'));
    }
  });

  it('equals an independent recomputation (node:crypto, regex leaves) for random lotes in both encodings', () => {
    const data = new TissTestData(99);
    for (const version of TISS_VERSIONS) {
      for (const type of TYPES) {
        for (const hashEncoding of ['ISO-8859-1', 'UTF-8'] as const) {
          const result = buildTissLote(data.lote(type, version, 10, { hashEncoding }));
          expect(result.hash).toBe(independentHash(decodeLatin1(result.bytes), hashEncoding));
          expect(result.xml).toContain(`<ans:hash>${result.hash}</ans:hash>`);
        }
      }
    }
  });

  it('changes when any single leaf value changes (property)', () => {
    const result = buildTissLote(new TissTestData(5).lote('SPSADT', '4.03.00', 3));
    const leaves = [...result.xml.matchAll(/<ans:([\w-]+)>([^<]+)<\/ans:\1>/g)].filter((m) => m[1] !== 'hash');
    fc.assert(
      fc.property(fc.nat({ max: leaves.length - 1 }), fc.string({ minLength: 1, maxLength: 5 }), (index, extra) => {
        const m = leaves[index]!;
        const changed = `<ans:${m[1]}>${m[2]}${extra.replace(/[<&]/g, 'x')}</ans:${m[1]}>`;
        const xml = result.xml.slice(0, m.index) + changed + result.xml.slice(m.index! + m[0].length);
        expect(tissHash(xml)).not.toBe(result.hash);
        expect(verifyTissHash(xml)).toBe(false);
      }),
      { seed: 42, numRuns: 200 },
    );
  });

  it('changes when any input value changes (property over guide fields)', () => {
    const base = sampleLote('Honorario', '4.03.00');
    const original = buildTissLote(base).hash;
    const setters: ((g: TissGuideInput, v: string) => void)[] = [
      (g, v) => (g.wallet = `W${v}`),
      (g, v) => (g.procedures[0]!.team[0]!.name = `NOME ${v}`),
      (g, v) => (g.procedures[0]!.description = `DESC ${v}`),
      (g, v) => (g.hospital.name = `HOSP ${v}`),
      (g, v) => (g.procedures[0]!.code = `9${v}`.slice(0, 10)),
      (g, v) => (g.data = { ...g.data, password: `P${v}` }),
    ];
    fc.assert(
      fc.property(fc.nat({ max: setters.length - 1 }), fc.stringMatching(/^[A-Z0-9]{1,8}$/), (i, value) => {
        const lote = structuredClone(base);
        setters[i]!(lote.guides[0]!, value);
        expect(buildTissLote(lote).hash).not.toBe(original);
      }),
      { seed: 7, numRuns: 100 },
    );
  });

  it('accented names hash differently under ISO-8859-1 and UTF-8 (SOURCES.md vector), identically when ASCII', () => {
    const sample = decodeLatin1(readFileSync(`${shared}samples/lote-honorarios-minimal.xml`)).replace(
      'MEDICO ANESTESISTA EXEMPLO',
      'JOSÉ ANESTESISTA',
    );
    expect(tissHash(sample, 'ISO-8859-1')).toBe('105016246f157f7852b896b71591ef6a');
    expect(tissHash(sample, 'UTF-8')).toBe('3d91ed2423d5441e20ddd8a97316bd5b');

    const accented = sampleLote('Honorario', '4.03.00');
    accented.guides[0]!.procedures[0]!.team[0]!.name = 'JOSÉ ANESTESISTA';
    const latin1 = buildTissLote(accented);
    const utf8 = buildTissLote({ ...accented, settings: { ...accented.settings, hashEncoding: 'UTF-8' } });
    expect([latin1.hash, utf8.hash]).toEqual(['105016246f157f7852b896b71591ef6a', '3d91ed2423d5441e20ddd8a97316bd5b']);
    expect(utf8.bytes).toEqual(
      latin1.bytes.map((b, i) =>
        i >= latin1.xml.indexOf('<ans:hash>') + 10 && i < latin1.xml.indexOf('</ans:hash>') ? utf8.bytes[i]! : b,
      ),
    );

    const ascii = sampleLote('Honorario', '4.03.00');
    const a = buildTissLote(ascii);
    const b = buildTissLote({ ...ascii, settings: { ...ascii.settings, hashEncoding: 'UTF-8' } });
    expect(a.hash).toBe(b.hash);
    expect(a.bytes).toEqual(b.bytes);
  });
});
