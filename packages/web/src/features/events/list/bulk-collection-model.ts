import type { EventListItem } from '@honora/contract';

/** The one insurer of the selected events (name and id), or null when they are of several or of none. */
export function selectionInsurer(
  selectedIds: readonly string[],
  known: ReadonlyMap<string, EventListItem>,
): { id: string; name: string } | null {
  const items = selectedIds.map((id) => known.get(id));
  const first = items[0];
  if (!first?.healthInsuranceId) return null;
  const isOne = items.every((item) => item?.healthInsuranceId === first.healthInsuranceId);
  return isOne ? { id: first.healthInsuranceId, name: first.insurerName ?? '' } : null;
}
