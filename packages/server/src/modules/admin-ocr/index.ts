/**
 * The admin workspace's OCR screens (platform.md §2 OcrAmazonCredit, DashboardOcr,
 * GuideOcrAmazon): every company's credits, the monthly figures and support's guides.
 */
export { registerAdminOcrRoutes } from './admin-ocr.routes';
