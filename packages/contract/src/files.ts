import type { FileTypes } from './route';

/**
 * The content types of the files the API answers (downloads), named once: the route's
 * `fileTypes` (the OpenAPI document) and the server's answer both come from here.
 */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_MIME = 'application/pdf';
/** A TISS message (written in ISO-8859-1, billing.md §9). */
export const XML_MIME = 'application/xml';
export const ZIP_MIME = 'application/zip';

/** Every Excel export. */
export const XLSX_FILE: FileTypes = [XLSX_MIME];
/** The printed guides. */
export const PDF_FILE: FileTypes = [PDF_MIME];
/** A TISS message as .xml, or zipped as the insurer asks. */
export const TISS_XML_FILE: FileTypes = [XML_MIME, ZIP_MIME];
/** An attachment (events and batches), which is one of these kinds by its first bytes. */
export const ATTACHMENT_FILE: FileTypes = [PDF_MIME, 'image/png', 'image/jpeg'];
