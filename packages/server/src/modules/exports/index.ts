/**
 * Excel exports that become jobs past EXPORT_JOB_ROWS rows (decision 019): the one door other
 * modules use. A module describes its export as an ExportSource, registers it with its routes,
 * and answers its export route with startExport + sendExport.
 */
export { registerExportSource, type ExportSource, type ExportWindow } from './export-source';
export { sendExport, startExport, type ExportAnswer, type ExportLimits } from './start-export';
