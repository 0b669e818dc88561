import type { HelpEntries, HelpEntry } from '@honora/contract';

/** An answer's paragraphs: blank lines separate them; single line breaks stay inside one. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** The first published HELP article of a screen, if any (the header's "Ajuda" link). */
export function screenHelpOf(entries: HelpEntries | undefined): HelpEntry | null {
  return entries?.categories.flatMap((c) => c.items).find((item) => item.kind === 'HELP') ?? null;
}
