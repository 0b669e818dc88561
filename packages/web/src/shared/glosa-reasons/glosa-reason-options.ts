import { fmt, messages, type GlosaReason } from '@honora/contract';

const t = messages.screens.glosaReasons;

/** How much of a reason's text a chosen pill shows; the list shows the whole text. */
export const PILL_TEXT_MAX = 60;

export interface GlosaReasonOption {
  /** The 4-digit code (the picker's value). */
  value: string;
  /** "1834 — PORTE ANESTÉSICO COBRADO…": the pill of a chosen reason. */
  label: string;
  /** "1834 — " and the whole text: the option in the list ('' when the text is not known yet). */
  fullLabel: string;
}

/** A text cut at `max` characters (whole code points, trailing space dropped) with "…", or whole. */
export function shortened(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** A reason as an option; a code whose text has not arrived is shown by its code alone. */
export function glosaReasonOption(code: string, description: string | undefined): GlosaReasonOption {
  if (!description) return { value: code, label: code, fullLabel: code };
  return {
    value: code,
    label: fmt(t.option, { code, description: shortened(description, PILL_TEXT_MAX) }),
    fullLabel: fmt(t.option, { code, description }),
  };
}

/**
 * The picker's options: the chosen codes first, in the order chosen (each with its text from
 * any of the answers, or its code alone until one names it), then the search's reasons in the
 * server's order; every code once.
 */
export function glosaReasonOptions(
  chosen: readonly string[],
  found: readonly GlosaReason[],
  known: readonly GlosaReason[],
): GlosaReasonOption[] {
  const texts = new Map<string, string>();
  for (const reason of [...known, ...found]) texts.set(reason.code, reason.description);
  const options = [...new Set(chosen)].map((code) => glosaReasonOption(code, texts.get(code)));
  const seen = new Set(options.map((option) => option.value));
  for (const reason of found) {
    if (seen.has(reason.code)) continue;
    seen.add(reason.code);
    options.push(glosaReasonOption(reason.code, reason.description));
  }
  return options;
}
