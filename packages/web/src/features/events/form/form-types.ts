import type { EventDraft } from './event-draft';

/** Errors keyed by the API's field path ("numGuide", "procedures.0.idProc", "guideData.numberWallet"). */
export type FieldErrors = Readonly<Record<string, string>>;

/** What every section of the form receives. */
export interface SectionProps {
  draft: EventDraft;
  patch: (change: Partial<EventDraft>) => void;
  errors: FieldErrors;
  isReadOnly: boolean;
}
