import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * The file storage of event attachments (decision 015): the local disk under
 * `<dataDir>/files`, one file per key `events/<companyId>/<uuid>`. A write goes to a temporary
 * name first and is renamed into place, so a reader never sees half a file. The database keeps
 * the key; a removed attachment is only marked deleted there, its bytes stay.
 */
export interface FileStorage {
  put(key: string, content: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** Undoes a put whose database write failed (never used to delete a saved attachment). */
  discard(key: string): Promise<void>;
}

/** The key of a new attachment of a company. */
export function attachmentKey(companyId: string): string {
  return `events/${companyId}/${randomUUID()}`;
}

export function localFileStorage(dataDir: string): FileStorage {
  const root = resolve(dataDir, 'files');
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    // Keys are built by the server; this only guards against a stored key that climbs out of the folder.
    if (!path.startsWith(root + sep)) throw new Error(`storage key outside the files folder: ${key}`);
    return path;
  };
  return {
    async put(key, content) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = join(dirname(path), `.${randomUUID()}.tmp`);
      await writeFile(temporary, content, { flag: 'wx' });
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async discard(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

const PDF = Buffer.from('%PDF-');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The type of an attachment by its first bytes (PDF, PNG, JPEG), never by its name; null for anything else. */
export function attachmentMimeOf(content: Buffer): 'application/pdf' | 'image/png' | 'image/jpeg' | null {
  const starts = (signature: Buffer) => content.subarray(0, signature.length).equals(signature);
  if (starts(PDF)) return 'application/pdf';
  if (starts(PNG)) return 'image/png';
  if (starts(JPEG)) return 'image/jpeg';
  return null;
}
