/**
 * Reading an uploaded table file (CSV, XLSX): the statements import reads spreadsheets the same
 * way; and the texts of table-38 glosa codes.
 */
export { readReferenceFile, UnreadableFileError } from './reference-file';
export { glosaReasonTexts } from './glosa-reasons.service';
