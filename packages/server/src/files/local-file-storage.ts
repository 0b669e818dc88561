import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { FileStorage } from './file-storage';

/**
 * Files on the local disk under `<dataDir>/files`, one file per key. A write goes to a temporary
 * name first and is renamed into place, so a reader never sees half a file. For one process (or
 * several sharing one mounted folder); several machines use object storage (decision 020).
 */
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
