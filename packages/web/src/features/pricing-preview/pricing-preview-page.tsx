/** /client/pricing: price procedures for an insurer and date, with the memória de cálculo. (Built by the preview helper.) */
export function PricingPreviewPage() {
  return null;
}
