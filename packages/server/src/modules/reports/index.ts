/**
 * The standard reports (decision 035). Other modules use their files: the report generator
 * (decision 036) writes its PDF like theirs.
 */
export { periodText, reportPdf, type ReportPdfTable } from './report-files';
