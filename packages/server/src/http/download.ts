import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/** A file the API answers as a download: its name with the extension (pt-BR, any characters). */
export interface Download {
  fileName: string;
  mime: string;
  /** The bytes, or a stream of them (a workbook written as it is sent). */
  content: Buffer | string | Readable;
}

/**
 * Sends a download under its name: an ASCII fallback for old clients and the exact name in
 * RFC 5987 form (filename*), so accents and spaces survive.
 */
export function sendDownload(reply: FastifyReply, file: Download): FastifyReply {
  const ascii = file.fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return reply
    .type(file.mime)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .send(file.content);
}
