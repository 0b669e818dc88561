/**
 * The bytes and XML layer of reading an insurer's statement file (NOTES.md §0, §6, §7): the
 * encoding taken from the XML declaration (ISO-8859-1 or UTF-8, UTF-8 when none is declared;
 * invalid UTF-8 is refused, never replaced), a strict SAX pass (saxes) that refuses a DOCTYPE and
 * any entity but the five predefined ones and character references, and a root that must be
 * ans:mensagemTISS in the TISS namespace. The elements go one by one to the domain's record
 * collector — no DOM — and the domain reads the envelope, checks the epilogo hash and reads the
 * statement (`@honora/domain/tiss/statements`). The domain stays free of dependencies; this
 * file is the only one that knows saxes.
 */
import {
  TISS_NAMESPACE,
  XmlRecordCollector,
  readStatement,
  statementFileFailure,
  type CollectedXml,
  type StatementReadResult,
} from '@honora/domain/tiss/statements/index';
import { SaxesParser } from 'saxes';

type FileEncoding = 'ISO-8859-1' | 'UTF-8';

const LATIN1_NAMES = /^(?:iso[-_ ]?8859[-_]1|latin-?1|l1|cp819|ibm819|iso-ir-100)$/i;
const UTF8_NAMES = /^utf-?8$/i;
const DECLARATION = /^<\?xml\s[^>]*?\bencoding\s*=\s*(["'])([^"']*)\1/;

/** A refusal found before or while parsing: it ends the pass with its result. */
class Refusal extends Error {
  constructor(readonly result: StatementReadResult) {
    super(result.problems[0]?.code);
  }
}

const startsWith = (bytes: Uint8Array, ...prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/** The encoding the file declares (a UTF-8 byte-order mark counts as UTF-8). */
function fileEncoding(bytes: Uint8Array): FileEncoding {
  const hasBom = startsWith(bytes, 0xef, 0xbb, 0xbf);
  if (startsWith(bytes, 0xfe, 0xff) || startsWith(bytes, 0xff, 0xfe) || bytes[0] === 0 || bytes[1] === 0) {
    throw new Refusal(statementFileFailure('encoding', 1, { declared: 'UTF-16' }));
  }
  const start = hasBom ? 3 : 0;
  const head = Buffer.from(bytes.buffer, bytes.byteOffset + start, Math.min(bytes.length - start, 512)).toString(
    'latin1',
  );
  const declared = DECLARATION.exec(head)?.[2]?.trim();
  if (declared === undefined || UTF8_NAMES.test(declared)) return 'UTF-8';
  if (LATIN1_NAMES.test(declared) && !hasBom) return 'ISO-8859-1';
  throw new Refusal(statementFileFailure('encoding', 1, { declared }));
}

/** The file's text in its declared encoding; invalid UTF-8 is refused ('encoding'). */
function decode(bytes: Uint8Array): string {
  if (fileEncoding(bytes) === 'ISO-8859-1') {
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new Refusal(statementFileFailure('encoding', null, { declared: 'UTF-8' }));
  }
}

/** The line and message of a saxes error ("12:5: unexpected end."). */
function parseError(error: Error): StatementReadResult {
  const [, line, message = error.message] = /^(\d+):\d+: (.*)$/s.exec(error.message) ?? [];
  const code = /undefined entity|disallowed character in entity name/.test(message) ? 'entity' : 'malformed';
  return statementFileFailure(code, line ? Number(line) : null, { message });
}

/**
 * One strict SAX pass feeding the collector. Elements outside the TISS namespace (the optional
 * ds:Signature after the epilogo) are skipped whole: they are not part of the statement, and
 * the hash, written before the signature, cannot cover it.
 */
function collect(text: string): CollectedXml {
  const parser = new SaxesParser<{ xmlns: true; position: true }>({ xmlns: true, position: true });
  const collector = new XmlRecordCollector();
  let depth = 0;
  let foreignDepth = 0;
  parser.on('error', (error) => {
    throw new Refusal(parseError(error));
  });
  parser.on('doctype', () => {
    throw new Refusal(statementFileFailure('doctype', parser.line));
  });
  parser.on('opentag', (tag) => {
    if (depth++ === 0 && (tag.local !== 'mensagemTISS' || tag.uri !== TISS_NAMESPACE)) {
      throw new Refusal(statementFileFailure('notTiss', parser.line, { root: tag.name, namespace: tag.uri }));
    }
    if (foreignDepth || tag.uri !== TISS_NAMESPACE) foreignDepth++;
    else collector.open(tag.local, parser.line);
  });
  const onText = (chunk: string) => {
    if (!foreignDepth) collector.text(chunk);
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    depth--;
    if (foreignDepth) foreignDepth--;
    else collector.close();
  });
  parser.write(text).close();
  return collector.finish();
}

/**
 * Reads an insurer's statement file: its problems always (codes with path and line), and its
 * envelope and statement when they could be read. Never throws on a file's content.
 */
export function readStatementFile(bytes: Uint8Array): StatementReadResult {
  try {
    return readStatement(collect(decode(bytes)));
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    throw error;
  }
}

/**
 * The bare parse of a statement file, for the benchmark's ratio (readStatementFile / this):
 * decoding and the same strict saxes pass with nothing attached but an element count.
 */
export function bareStatementParse(bytes: Uint8Array): number {
  const parser = new SaxesParser<{ xmlns: true; position: true }>({ xmlns: true, position: true });
  let elements = 0;
  parser.on('opentag', () => {
    elements++;
  });
  parser.write(decode(bytes)).close();
  return elements;
}
