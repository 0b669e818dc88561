import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventFieldsFor, missingMandatoryFields } from '../billing-settings';

const empty = { event: {}, guide: {} };

describe('missing mandatory fields', () => {
  it.each([
    ['blank text is missing', ['numGuide'], { event: { numGuide: '  ' }, guide: {} }, ['numGuide']],
    ['null link is missing', ['patientId'], { event: { patientId: null }, guide: {} }, ['patientId']],
    ['filled link is fine', ['patientId'], { event: { patientId: 'p1' }, guide: {} }, []],
    ['guide field path', ['password'], empty, ['guideData.password']],
    ['guide field filled', ['password'], { event: {}, guide: { password: '1234' } }, []],
    ['boolean-like code N counts as filled', ['attendanceRN'], { event: {}, guide: { attendanceRN: 'N' } }, []],
    ['field of another type is not asked', ['codeProcedureConsult'], empty, []],
    ['catalog order', ['password', 'patientId'], empty, ['patientId', 'guideData.password']],
  ])('%s', (_name, required, values, paths) => {
    expect(missingMandatoryFields(required, 'Honorario', values).map((f) => f.path)).toEqual(paths);
  });

  it('names the field and the type in pt-BR', () => {
    const [problem] = missingMandatoryFields(['patientId'], 'SPSADT', empty);
    expect(problem?.message).toMatch(/Paciente.*obrigatório.*SP\/SADT/);
  });

  it('an event with every field filled misses nothing; an empty one misses every applicable field', () => {
    fc.assert(
      fc.property(fc.constantFrom('Honorario', 'SPSADT', 'Consulta') as fc.Arbitrary<'Honorario'>, (type) => {
        const keys = eventFieldsFor(type).map((f) => f.key);
        const all = Object.fromEntries(keys.map((k) => [k, 'x']));
        expect(missingMandatoryFields(keys, type, { event: all, guide: all })).toEqual([]);
        expect(missingMandatoryFields(keys, type, empty)).toHaveLength(keys.length);
      }),
    );
  });
});
