/** /tools/cbhpm: import an edition or a valuation (CSV/XLSX) with progress and report. (Built by the CBHPM helper.) */
export function CbhpmToolsPage() {
  return null;
}
