import { pricingContextData, type PricingContextView } from '@honora/contract';
import { priceEvent, type PricingEvent, type PricingResult } from '@honora/domain';
import { paths } from '../routing/paths';

/**
 * Prices an event in the browser with the context the server answered (GET /api/pricing/context):
 * the same engine and the same data as POST /api/pricing/preview, so both give the same values.
 * Null when nothing can be priced (no negotiation in force, or values hidden from the user).
 */
export function priceInBrowser(view: PricingContextView | undefined, event: PricingEvent): PricingResult | null {
  const data = view ? pricingContextData(view) : null;
  return data ? priceEvent(event, data) : null;
}

/** The pricing preview of an insurer (the insurer screen links here). */
export function pricingPreviewPath(insurerId: string): string {
  return `${paths.clientPricing}?insurerId=${encodeURIComponent(insurerId)}`;
}
