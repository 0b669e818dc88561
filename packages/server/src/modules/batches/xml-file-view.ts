import type { BatchXmlFile } from '@honora/contract';
import type { batchXmlFiles } from '@honora/db';
import { hashEncodings, tissVersions } from '@honora/contract';

type XmlFileRow = typeof batchXmlFiles.$inferSelect;

const asVersion = (value: string): BatchXmlFile['versionXML'] =>
  (tissVersions as readonly string[]).includes(value) ? (value as BatchXmlFile['versionXML']) : '4.03.00';
const asEncoding = (value: string): BatchXmlFile['hashEncoding'] =>
  (hashEncodings as readonly string[]).includes(value) ? (value as BatchXmlFile['hashEncoding']) : 'ISO-8859-1';
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
const iso = (value: Date | string): string =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/**
 * A batch_xml_files row as the contract's batchXmlFileSchema (the batch screen's XML history,
 * the generate / xmlFile routes). `problems` is stored as [{ eventId, numGuide, field, message,
 * link, warning? }] (extra keys such as `code` are dropped here).
 */
export function toXmlFileView(row: XmlFileRow): BatchXmlFile {
  const problems = Array.isArray(row.problems) ? row.problems : [];
  return {
    id: row.id,
    status: row.status,
    versionXML: asVersion(row.versionXML),
    hashEncoding: asEncoding(row.hashEncoding),
    sequence: row.sequence,
    fileName: row.fileName ?? null,
    hash: row.hash ?? null,
    guides: row.guides,
    size: row.size,
    errorMessage: row.errorMessage ?? null,
    problems: problems.map((p) => ({
      eventId: textOrNull(p.eventId),
      numGuide: textOrNull(p.numGuide),
      field: textOrNull(p.field) ?? '',
      message: textOrNull(p.message) ?? '',
      link: textOrNull(p.link),
      ...(p.warning === true ? { warning: true } : {}),
    })),
    xsdValid: row.xsdValid ?? null,
    xsdErrors: Array.isArray(row.xsdErrors) ? row.xsdErrors.map(String) : [],
    createdAt: iso(row.createdAt),
    createdByName: row.createdByName,
    jobId: row.jobId ?? null,
  };
}
