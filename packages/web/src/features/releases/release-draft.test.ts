import { BUILD_NUMBER, BUILD_VERSION, releaseBodySchema, type Release } from '@honora/contract';
import { releasesScreenMessages as t } from '@honora/contract/screen-texts/releases';
import { describe, expect, it } from 'vitest';
import { bodyOfRelease, draftOfRelease } from './release-draft';

const saved: Release = {
  id: '6f1c1b7e-8a4d-4d0e-9c55-1a2b3c4d5e6f',
  version: '3.12.79',
  buildNumber: 1152,
  releasedOn: '2026-11-20',
  notes: 'Linha 1\nLinha 2',
  published: true,
  publishedAt: '2026-11-20T12:00:00.000Z',
};

const issues = (body: unknown) => {
  const parsed = releaseBodySchema.safeParse(body);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the release form (decision 055)', () => {
  it('starts a new release as a draft of the running build', () => {
    expect(draftOfRelease(null, '2026-11-28')).toEqual({
      version: BUILD_VERSION,
      buildNumber: String(BUILD_NUMBER),
      releasedOn: '2026-11-28',
      notes: '',
      published: false,
    });
  });

  it('sends a saved release back unchanged', () => {
    const body = bodyOfRelease(draftOfRelease(saved));
    expect(body).toEqual({
      version: '3.12.79',
      buildNumber: 1152,
      releasedOn: '2026-11-20',
      notes: saved.notes,
      published: true,
    });
    expect(releaseBodySchema.safeParse(body).success).toBe(true);
  });

  it('names each wrong field with the catalog message', () => {
    const draft = {
      ...draftOfRelease(saved),
      version: '3.12',
      buildNumber: 'doze',
      releasedOn: '2026-02-30',
      notes: ' ',
    };
    expect(issues(bodyOfRelease(draft))).toEqual({
      version: t.errors.version,
      buildNumber: t.errors.buildNumber,
      releasedOn: t.errors.releasedOn,
    });
    expect(issues(bodyOfRelease({ ...draftOfRelease(saved), notes: '  ' }))).toEqual({ notes: t.errors.notesRequired });
  });

  it('accepts a draft without notes, and refuses build 0 and versions with letters', () => {
    expect(issues(bodyOfRelease({ ...draftOfRelease(saved), notes: '', published: false }))).toEqual({});
    expect(issues({ ...bodyOfRelease(draftOfRelease(saved)), buildNumber: 0 })).toEqual({
      buildNumber: t.errors.buildNumber,
    });
    expect(issues({ ...bodyOfRelease(draftOfRelease(saved)), version: 'v3.12.79' })).toEqual({
      version: t.errors.version,
    });
  });
});
