import { describe, expect, it } from 'vitest';
import {
  decodeXml,
  GLOSA_XSD_HEADER,
  glosaReasonsFromXsd,
  readGlosaXsd,
  xmlEncoding,
  type XmlEncoding,
} from './glosa-xsd';
import { checkReferenceRecords } from './reference-rows';

const latin1 = (text: string) => new Uint8Array([...text].map((char) => char.charCodeAt(0)));
/** TextEncoder exists in Node and browsers; the domain compiles without their types. */
const Encoder = (globalThis as unknown as { TextEncoder: new () => { encode(text: string): Uint8Array } }).TextEncoder;
const utf8 = (text: string) => new Encoder().encode(text);

const xsd = (declaration: string, body: string) =>
  `${declaration}<schema xmlns="http://www.w3.org/2001/XMLSchema">\n` +
  `<simpleType name="dm_outro"><restriction base="string"><enumeration value="9999"/></restriction></simpleType>\n` +
  `${body}\n<simpleType name="dm_depois"><!--\n8888\tNÃO É GLOSA\n--></simpleType>\n</schema>\n`;

describe('glosaReasonsFromXsd', () => {
  const TYPE = [
    '<xs:simpleType name="dm_tipoGlosa">',
    '  <xs:restriction base="xs:string">',
    '    <xs:enumeration value="1001"/>',
    '    <xs:enumeration value="1002"/><xs:enumeration value="1003"/>',
    '    <xs:enumeration value=""/>',
    '    <!--',
    '1001\tNÚMERO DA CARTEIRA INVÁLIDO',
    'INCLUIDAS NA VERSÃO 3.02.02 (3087 A 3098)',
    '1002    CARTÃO &amp; CNS',
    '123\tCÓDIGO CURTO',
    '1001\tREPETIDO',
    '    -->',
    '  </xs:restriction>',
    '</xs:simpleType>',
  ].join('\r\n');

  it('reads the type only, with prefixes, tabs or spaces, and reports what is wrong row by row', () => {
    const text = xsd('<?xml version="1.0" encoding="UTF-8"?>\n', TYPE);
    const { records } = glosaReasonsFromXsd(text)!;
    expect(records).toEqual([
      { line: 4, cells: [...GLOSA_XSD_HEADER] },
      // Enumerated with no text: a record without description.
      { line: 7, cells: ['1003', ''] },
      { line: 10, cells: ['1001', 'NÚMERO DA CARTEIRA INVÁLIDO'] },
      { line: 12, cells: ['1002', 'CARTÃO & CNS'] },
      { line: 13, cells: ['123', 'CÓDIGO CURTO'] },
      { line: 14, cells: ['1001', 'REPETIDO'] },
    ]);
    const checked = checkReferenceRecords('glosaReasons', records);
    expect(checked.rows).toEqual([
      { code: '1001', description: 'NÚMERO DA CARTEIRA INVÁLIDO' },
      { code: '1002', description: 'CARTÃO & CNS' },
    ]);
    expect(checked.rejections).toEqual([
      { row: 7, problem: { code: 'required', field: 'description' } },
      { row: 13, problem: { code: 'digits', field: 'code', digits: 4 } },
      { row: 14, problem: { code: 'duplicate', line: 10 } },
    ]);
  });

  it('is null without a dm_tipoGlosa type', () => {
    expect(glosaReasonsFromXsd(xsd('', ''))).toBeNull();
    expect(glosaReasonsFromXsd('1001;NÚMERO DA CARTEIRA INVÁLIDO')).toBeNull();
  });
});

describe('the encoding of an XML file', () => {
  const body = '<simpleType name="dm_tipoGlosa"><!--\n1007\tATENDIMENTO DENTRO DA CARÊNCIA\n--></simpleType>';
  const descriptionOf = (bytes: Uint8Array) => {
    const read = readGlosaXsd(bytes);
    return 'failure' in read ? read.failure : read.records[1]?.cells[1];
  };

  it.each<[string, string, XmlEncoding | null]>([
    ['ISO-8859-1', '<?xml version="1.0" encoding="ISO-8859-1"?>', 'iso-8859-1'],
    ['iso_8859-1, single quotes', "<?xml version='1.0' encoding='iso_8859-1'?>", 'iso-8859-1'],
    ['US-ASCII', '<?xml version="1.0" encoding="US-ASCII"?>', 'iso-8859-1'],
    ['windows-1252', '<?xml version="1.0" encoding="windows-1252" standalone="yes"?>', 'windows-1252'],
    ['UTF-8', '<?xml version="1.0" encoding="UTF-8"?>', 'utf-8'],
    ['no encoding', '<?xml version="1.0"?>', 'utf-8'],
    ['no declaration', '', 'utf-8'],
    ['an encoding we do not read', '<?xml version="1.0" encoding="EBCDIC-US"?>', null],
  ])('%s', (_name, declaration, expected) => {
    expect(xmlEncoding(latin1(`${declaration}<schema/>`))).toBe(expected);
  });

  it('decodes a byte-order mark before any declaration (UTF-16, UTF-8)', () => {
    const utf16le = new Uint8Array([0xff, 0xfe, ...[...'<a>Ê</a>'].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(decodeXml(utf16le)).toBe('<a>Ê</a>');
    expect(decodeXml(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('<a>Ê</a>')]))).toBe('<a>Ê</a>');
    expect(decodeXml(latin1('<a>Ê</a>'))).toBeNull();
  });

  it('decodes by the declaration, not by guessing', () => {
    const declared = (encoding: string) => `<?xml version="1.0" encoding="${encoding}"?>\n${body}`;
    expect(descriptionOf(latin1(declared('ISO-8859-1')))).toBe('ATENDIMENTO DENTRO DA CARÊNCIA');
    expect(descriptionOf(utf8(declared('UTF-8')))).toBe('ATENDIMENTO DENTRO DA CARÊNCIA');
    // UTF-8 bytes declared Latin-1 read as Latin-1 (what the file says), never silently "fixed".
    expect(descriptionOf(utf8(declared('ISO-8859-1')))).toBe('ATENDIMENTO DENTRO DA CARÃ\u008ANCIA');
    expect(descriptionOf(utf8(declared('windows-1252')))).toBe('ATENDIMENTO DENTRO DA CARÃŠNCIA');
    // Latin-1 bytes declared UTF-8 are not UTF-8: refused.
    expect(descriptionOf(latin1(declared('UTF-8')))).toBe('encoding');
    expect(descriptionOf(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(body)]))).toBe('ATENDIMENTO DENTRO DA CARÊNCIA');
    expect(descriptionOf(latin1(declared('EBCDIC-US')))).toBe('encoding');
    expect(descriptionOf(utf8('<?xml version="1.0"?><schema/>'))).toBe('noGlosaType');
  });
});
