/**
 * TISS (lotes, printed guides): the public entry for the other server modules (decision 023).
 * The appeals read the guides as the lote writes them (provider, insurer settings, guide
 * numbers) and draw their printed appeal with the guides' PDF primitives.
 */
export { loadGuideInputs, type GuideInputGroup } from './guide-input';
export { registeredAt } from './tiss-xml.job';
export { BOLD, FONT, MARGIN, band, canvasOf, heading, line, section, type Canvas, type Cell } from './pdf/draw';
export { formDocument, toWinAnsi } from './pdf/text';

/** The printed guides, as the OCR reader reads them back (decision 041): the PDF, its tables' columns and its texts. */
export { renderGuidesPdf, type GuidePdfOptions } from './guide-pdf';
export { procedureColumns, teamColumns } from './pdf/forms';
export { formDate, formMoney } from './pdf/text';
export type { Column } from './pdf/draw';
