/**
 * OCR credits of a company (platform.md §2). The public entry for the other server modules
 * (decision 023).
 */
export { grantCredits, listCredits } from './ocr-credits.service';
