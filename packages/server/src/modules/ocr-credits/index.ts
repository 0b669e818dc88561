/**
 * OCR credits of a company (platform.md §2). The public entry for the other server modules
 * (decision 023).
 */
export { grantCredits, listCredits } from './ocr-credits.service';
/** The balance and the spending of one credit per recognized page (decision 041). */
export { creditBalance, lockCredits, spendCredit } from './ocr-credits.repository';
