/** How many pages a list of `total` items has with pages of `pageSize` (one at least: the empty list). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page a list should show instead of the asked one, or null when the asked one exists: a
 * page past the end (an old link, `?page=500` of 179) goes to the last page that has items.
 */
export function clampedPage(page: number, total: number, pageSize: number): number | null {
  const last = pageCount(total, pageSize);
  return page > last ? last : null;
}
