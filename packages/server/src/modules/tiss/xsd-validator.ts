/**
 * Validation of TISS files against the ANS schema of their version (issue 8; NOTES.md §10):
 * xmllint-wasm (libxml2 compiled to WebAssembly) with the version's main `tissV*.xsd` and the
 * other files of `<schemaDir>/<version>/` preloaded — read once per version and kept, never
 * fetched from the network. The files and schemas are ISO-8859-1 and go in as bytes.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TissVersion } from '@honora/domain';
import { validateXML, memoryPages, type XMLFileInfo } from 'xmllint-wasm';

export interface TissXsdResult {
  valid: boolean;
  /** xmllint's messages (without the in-memory file name), empty when valid. */
  errors: string[];
}

export interface TissXsdValidator {
  validate(version: TissVersion, bytes: Uint8Array): Promise<TissXsdResult>;
  /** Several files of one version in one xmllint run (the schema is compiled once): one result per file, in order. */
  validateMany(version: TissVersion, files: readonly Uint8Array[]): Promise<TissXsdResult[]>;
}

interface SchemaSet {
  schema: XMLFileInfo;
  preload: XMLFileInfo[];
}

export function createTissXsdValidator(schemaDir: string): TissXsdValidator {
  const sets = new Map<TissVersion, Promise<SchemaSet>>();

  const load = (version: TissVersion): Promise<SchemaSet> => {
    let set = sets.get(version);
    if (!set) {
      set = (async () => {
        const dir = join(schemaDir, version);
        const names = (await readdir(dir)).filter((name) => name.endsWith('.xsd')).sort();
        const main = `tissV${version.replace(/\./g, '_')}.xsd`;
        if (!names.includes(main)) throw new Error(`TISS schema ${main} not found in ${dir}`);
        const files = await Promise.all(
          names.map(async (fileName) => ({ fileName, contents: new Uint8Array(await readFile(join(dir, fileName))) })),
        );
        return { schema: files.find((f) => f.fileName === main)!, preload: files.filter((f) => f.fileName !== main) };
      })();
      set.catch(() => sets.delete(version));
      sets.set(version, set);
    }
    return set;
  };

  const validateMany = async (version: TissVersion, files: readonly Uint8Array[]): Promise<TissXsdResult[]> => {
    if (!files.length) return [];
    const { schema, preload } = await load(version);
    const names = files.map((_, i) => `lote-${i + 1}.xml`);
    const size = files.reduce((sum, f) => sum + f.length, 0);
    const result = await validateXML({
      xml: files.map((contents, i) => ({ fileName: names[i]!, contents })),
      schema,
      preload,
      // Room for big batches of files (the default is 32 MiB).
      maxMemoryPages: Math.min(memoryPages.max, Math.max(256, Math.ceil((size * 8) / 65536) + 512)),
    });
    const errorsByFile = new Map<string, string[]>(names.map((name) => [name, []]));
    const general: string[] = [];
    for (const error of result.errors) {
      const fileName = error.loc?.fileName ?? names.find((n) => error.rawMessage.startsWith(n));
      const line = error.loc ? `linha ${error.loc.lineNumber}: ` : '';
      const bucket = fileName ? errorsByFile.get(fileName) : undefined;
      (bucket ?? general).push(`${line}${error.message.trim()}`);
    }
    // Per-file status from xmllint's own summary lines ("<file> validates" / "<file> fails to validate").
    return names.map((name) => {
      const errors = [...errorsByFile.get(name)!, ...general];
      const fails = result.rawOutput.includes(`${name} fails to validate`);
      const valid = !fails && errors.length === 0 && (result.valid || result.rawOutput.includes(`${name} validates`));
      return { valid, errors: valid ? [] : errors.length ? errors : ['fails to validate'] };
    });
  };

  return {
    validateMany,
    validate: async (version, bytes) => (await validateMany(version, [bytes]))[0]!,
  };
}
