import { BUILD_NUMBER, BUILD_VERSION, type Release, type ReleaseBody } from '@honora/contract';

/** The form's fields as typed (decision 055); the body is checked by releaseBodySchema. */
export interface ReleaseDraft {
  version: string;
  buildNumber: string;
  releasedOn: string;
  notes: string;
  published: boolean;
}

export const RELEASE_FIELDS = ['version', 'buildNumber', 'releasedOn', 'notes', 'published'] as const;

const todayIso = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** A saved release as the form shows it; a new one starts as a draft of this build, dated today. */
export function draftOfRelease(saved: Release | null, today: string = todayIso()): ReleaseDraft {
  if (!saved) {
    return {
      version: BUILD_VERSION,
      buildNumber: String(BUILD_NUMBER),
      releasedOn: today,
      notes: '',
      published: false,
    };
  }
  return {
    version: saved.version,
    buildNumber: String(saved.buildNumber),
    releasedOn: saved.releasedOn,
    notes: saved.notes,
    published: saved.published,
  };
}

/** The body sent: the build as a number when it is digits (else as typed, so the schema names the error). */
export function bodyOfRelease(draft: ReleaseDraft): ReleaseBody {
  const build = draft.buildNumber.trim();
  return {
    version: draft.version.trim(),
    buildNumber: /^\d{1,9}$/.test(build) ? Number(build) : (build as unknown as number),
    releasedOn: draft.releasedOn,
    notes: draft.notes,
    published: draft.published,
  };
}
