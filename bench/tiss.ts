/** tiss.lote_100.ms and tiss.events_10k.ms (issue 8). */
export async function benchTiss(baseUrl: string): Promise<void> {
  void baseUrl;
}
