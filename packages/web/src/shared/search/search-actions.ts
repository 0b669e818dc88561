import { messages, type SearchResponse } from '@honora/contract';
import { formatCpf, formatDate, matchesSearch } from '@honora/domain';
import type { NavItem } from '../routing/navigation';
import { paths } from '../routing/paths';

const t = messages.screens.navigation.search;

export interface SearchHit {
  id: string;
  label: string;
  description?: string;
  path: string;
}

export interface SearchGroup {
  kind: 'screens' | keyof SearchResponse;
  label: string;
  hits: SearchHit[];
}

/** The screens the user may open whose name holds the text (accents and case aside). */
export function screenHits(items: readonly NavItem[], query: string): SearchHit[] {
  const text = query.trim();
  if (text === '') return items.map((item) => ({ id: item.path, label: item.label, path: item.path }));
  return items
    .filter((item) => matchesSearch(text, item.label))
    .map((item) => ({ id: item.path, label: item.label, path: item.path }));
}

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** The records of the server's answer, each with the path of its screen (`<list>/{id}`). */
export function recordGroups(answer: SearchResponse): SearchGroup[] {
  return [
    {
      kind: 'events',
      label: t.events,
      hits: answer.events.map((e) => ({
        id: e.id,
        label: `${t.guide} ${e.numGuide ?? ''}`.trim(),
        description: join(e.patientName, e.dtProcedure ? formatDate(e.dtProcedure) : null, e.companyName),
        path: `${paths.clientEvents}/${e.id}`,
      })),
    },
    {
      kind: 'patients',
      label: t.patients,
      hits: answer.patients.map((p) => ({
        id: p.id,
        label: p.name,
        description: p.cpf ? `${t.cpf} ${formatCpf(p.cpf)}` : undefined,
        path: `${paths.clientPatients}/${p.id}`,
      })),
    },
    {
      kind: 'batches',
      label: t.batches,
      hits: answer.batches.map((b) => ({
        id: b.id,
        label: `${t.batch} ${b.code}`,
        description: join(b.name, b.insurerName),
        path: `${paths.clientBatches}/${b.id}`,
      })),
    },
  ].filter((group) => group.hits.length > 0) as SearchGroup[];
}
