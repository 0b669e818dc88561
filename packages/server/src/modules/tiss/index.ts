/**
 * TISS (lotes, printed guides): the public entry for the other server modules (decision 023).
 * The appeals read the guides as the lote writes them (provider, insurer settings, guide
 * numbers) and draw their printed appeal with the guides' PDF primitives.
 */
export { loadGuideInputs, type GuideInputGroup } from './guide-input';
export { registeredAt } from './tiss-xml.job';
export { BOLD, FONT, MARGIN, band, canvasOf, heading, line, section, type Canvas, type Cell } from './pdf/draw';
export { formDocument, toWinAnsi } from './pdf/text';
