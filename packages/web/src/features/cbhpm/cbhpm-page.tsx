/** /admin/cbhpm: the CBHPM editions and valuations, browse and search procedures. (Built by the CBHPM helper.) */
export function CbhpmPage() {
  return null;
}
