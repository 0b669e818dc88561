/**
 * A guide's data as the lote builder reads it (NOTES.md §3): the insurer's replaceDataBy applied,
 * and the guide's number (numeroGuiaPrestador).
 */
import { transliterateLatin1 } from './text';
import { TISS_GUIDE_DATA_KEYS, type TissGuideInput, type TissInsurerSettings } from './types';

export const DATA_KEYS = new Set<string>(TISS_GUIDE_DATA_KEYS);

export type GuideData = Record<string, string | null | undefined>;

/**
 * The guide data as the insurer wants it: each replaceDataBy entry takes the value of the
 * guide-data field it names (TISS_GUIDE_DATA_KEYS; null when that field is empty) or, when it
 * names no field, its own text as a fixed value.
 */
export function resolveGuideData(
  guide: TissGuideInput,
  settings: Pick<TissInsurerSettings, 'replaceDataBy'>,
): GuideData {
  const original: GuideData = { ...guide.data };
  const data: GuideData = { ...original };
  for (const [field, replacement] of Object.entries(settings.replaceDataBy ?? {})) {
    if (replacement === undefined || replacement === null) continue;
    const name = replacement.trim();
    data[field] = DATA_KEYS.has(name) ? (original[name] ?? null) : replacement;
  }
  return data;
}

export const blank = (value: string | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value.trim() === '';

/** A CNPJ's 14 characters without its punctuation ("11.222.333/0001-81" → "11222333000181"). */
export const cnpjCharacters = (cnpj: string | null | undefined): string | null =>
  blank(cnpj) ? null : cnpj!.replace(/[.\-/\s]/g, '').toUpperCase();

/** numeroGuiaPrestador: the guide data's number or the event's, zero-padded when the insurer asks. */
export function tissGuideNumber(
  guide: TissGuideInput,
  settings: Pick<TissInsurerSettings, 'replaceDataBy' | 'padGuideNumber' | 'guideNumberPadding'>,
  data: GuideData = resolveGuideData(guide, settings),
): string | null {
  const raw = !blank(data.numberProviderGuide) ? data.numberProviderGuide! : guide.numGuide;
  if (blank(raw)) return null;
  const number = transliterateLatin1(raw!);
  return settings.padGuideNumber ? number.padStart(settings.guideNumberPadding || 7, '0') : number;
}
