/**
 * OCR of paper guides (platform.md §2 guidesOcr, GuideOcrAmazon; decision 041): the public entry
 * for the other server modules (decision 023). Support's screens read guides through these.
 */
export { registerOcrRoutes } from './ocr.routes';
export { guidePage, guideSummaryColumns, guideView, imageContent } from './ocr.service';
export { correctGuideFields, rereadGuide, supportGuide } from './ocr-support';
