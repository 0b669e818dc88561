import { scheduleTagBodySchema, type ScheduleTag } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import {
  doctorIdsOf,
  doctorsCountText,
  doctorsMatching,
  initialTagValues,
  joinDoctorIds,
  linesText,
  tagBodyOf,
  type TagFormValues,
} from './tag-values';

const ANA = '6a1f6b1e-0d2c-4b7a-9a55-0a5c1d2e3f41';
const BRUNO = '6a1f6b1e-0d2c-4b7a-9a55-0a5c1d2e3f42';
const LINE = '6a1f6b1e-0d2c-4b7a-9a55-0a5c1d2e3f43';

const values = (change: Partial<TagFormValues> = {}): TagFormValues => ({
  name: ' Anestesia pediátrica ',
  color: 'GREEN',
  description: '',
  active: 'true',
  doctorIds: joinDoctorIds([ANA, BRUNO]),
  ...change,
});
const issueOf = (body: unknown) => scheduleTagBodySchema.safeParse(body).error?.issues[0];

const tag: ScheduleTag = {
  id: LINE,
  name: 'Cardíaca',
  color: 'RED',
  description: 'Cirurgia cardíaca',
  active: false,
  doctorIds: [BRUNO],
  lines: [{ id: LINE, label: 'Hospital Central — Noite' }],
};

describe('the tag dialog', () => {
  it('starts a new tag active, in the first colour, with nobody; a tag shows its own values', () => {
    expect(initialTagValues(null)).toEqual({ name: '', color: 'BLUE', description: '', active: 'true', doctorIds: '' });
    expect(initialTagValues(tag)).toEqual({
      name: 'Cardíaca',
      color: 'RED',
      description: 'Cirurgia cardíaca',
      active: 'false',
      doctorIds: BRUNO,
    });
  });

  it('sends the checked doctors and a blank description as null, which the contract takes', () => {
    const body = scheduleTagBodySchema.parse(tagBodyOf(values()));
    expect(body).toEqual({
      name: 'Anestesia pediátrica',
      color: 'GREEN',
      description: null,
      active: true,
      doctorIds: [ANA, BRUNO],
    });
    expect(scheduleTagBodySchema.parse(tagBodyOf(values({ doctorIds: '' }))).doctorIds).toEqual([]);
  });

  it('leaves a blank name and a colour out of the palette for the contract to refuse with its messages', () => {
    expect(issueOf(tagBodyOf(values({ name: '  ' })))).toMatchObject({
      path: ['name'],
      message: 'Esse campo é requerido',
    });
    expect(issueOf(tagBodyOf(values({ color: '' })))).toMatchObject({
      path: ['color'],
      message: 'Escolha uma das cores oferecidas',
    });
    expect(issueOf(tagBodyOf(values({ description: 'x'.repeat(301) })))).toMatchObject({ path: ['description'] });
  });

  it('keeps the doctors the filter hides; the filter reads names and initials without accents or case', () => {
    const doctors = [
      { id: ANA, name: 'Ana Cecília', initials: 'ACS', isResident: false },
      { id: BRUNO, name: 'Bruno Anestesista', initials: null, isResident: true },
    ];
    expect(doctorsMatching(doctors, 'cecilia').map((d) => d.id)).toEqual([ANA]);
    expect(doctorsMatching(doctors, 'acs').map((d) => d.id)).toEqual([ANA]);
    expect(doctorsMatching(doctors, '  ')).toHaveLength(2);
    expect(doctorIdsOf(values())).toEqual([ANA, BRUNO]);
    expect(doctorIdsOf(values({ doctorIds: '' }))).toEqual([]);
  });

  it('tells the lines asking for a tag and how many doctors hold it', () => {
    expect(linesText(tag)).toBe('Hospital Central — Noite');
    expect(linesText({ lines: [] })).toBe('Nenhuma');
    expect(doctorsCountText(tag)).toBe('1 médico(s)');
  });
});
