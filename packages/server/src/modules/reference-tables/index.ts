/** Reading an uploaded table file (CSV, XLSX): the statements import reads spreadsheets the same way. */
export { readReferenceFile, UnreadableFileError } from './reference-file';
