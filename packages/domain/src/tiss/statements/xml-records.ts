/**
 * The statement file as records, fed element by element by an XML parser (the server's SAX
 * layer, or a test walking a tree): no DOM. Only the elements that repeat or carry a line of
 * their own become records (a statement, a protocol, a guide, an item, a glosa…); every other
 * leaf below a record is one of its fields, keyed by its path from the record
 * (`procedimento/codigoProcedimento`). The same pass collects the epilogo hash text of NOTES.md
 * §6: the text of every leaf element in document order, the `hash` element counted as empty.
 */

export const TISS_NAMESPACE = 'http://www.ans.gov.br/padroes/tiss/schemas';

/** The elements read as records: the message, the statement bodies and their repeating parts. */
const RECORD_ELEMENTS: ReadonlySet<string> = new Set([
  'mensagemTISS',
  'demonstrativosRetorno',
  'mensagemErro',
  'situacaoDemonstrativoRetorno',
  'demonstrativoAnaliseConta',
  'dadosProtocolo',
  'GlosaProtocolo',
  'relacaoGuias',
  'motivoGlosaGuia',
  'detalhesGuia',
  'relacaoGlosa',
  'demonstrativoPagamento',
  'pagamentosPorData',
  'relacaoProtocolos',
  'guiasDoLote',
  'debitosCreditos',
  'debitosCreditosDemonstrativo',
]);

export interface XmlField {
  text: string;
  line: number;
}

export interface XmlRecord {
  name: string;
  /** Path from the parent record to this element (`dadosConta/dadosProtocolo`); the root's is its name. */
  at: string;
  line: number;
  fields: Map<string, XmlField>;
  /** Fields that appeared again in the same record (the first value is kept). */
  repeated: { key: string; line: number }[];
  children: XmlRecord[];
}

/** What one pass over the file gives. */
export interface CollectedXml {
  root: XmlRecord | null;
  /** The concatenated leaf text that the epilogo hash is computed over. */
  leafText: string;
  /** The `hash` element's text (trimmed), or null when there is none. */
  hash: string | null;
}

interface Frame {
  record: XmlRecord;
  /** Path from `record` to this element; '' for the record's own element. */
  rel: string;
  name: string;
  line: number;
  hasChild: boolean;
  text: string;
}

/** Receives the elements of one document in order: open, text…, close. */
export class XmlRecordCollector {
  private readonly stack: Frame[] = [];
  private readonly leaves: string[] = [];
  private root: XmlRecord | null = null;
  private hash: string | null = null;

  open(name: string, line: number): void {
    const parent = this.stack[this.stack.length - 1];
    if (!parent || RECORD_ELEMENTS.has(name)) {
      const at = !parent ? name : parent.rel ? `${parent.rel}/${name}` : name;
      const record: XmlRecord = { name, at, line, fields: new Map(), repeated: [], children: [] };
      if (parent) {
        parent.hasChild = true;
        parent.record.children.push(record);
      } else {
        this.root = record;
      }
      this.stack.push({ record, rel: '', name, line, hasChild: false, text: '' });
      return;
    }
    parent.hasChild = true;
    const rel = parent.rel ? `${parent.rel}/${name}` : name;
    this.stack.push({ record: parent.record, rel, name, line, hasChild: false, text: '' });
  }

  text(chunk: string): void {
    const top = this.stack[this.stack.length - 1];
    // Text between the children of an element is indentation: dropped when the element closes.
    if (top && !top.hasChild) top.text += chunk;
  }

  close(): void {
    const frame = this.stack.pop();
    if (!frame || frame.hasChild) return;
    if (frame.name === 'hash') {
      this.hash = frame.text.trim();
      return;
    }
    this.leaves.push(frame.text);
    if (!frame.rel) return;
    const { fields, repeated } = frame.record;
    if (fields.has(frame.rel)) repeated.push({ key: frame.rel, line: frame.line });
    else fields.set(frame.rel, { text: frame.text, line: frame.line });
  }

  finish(): CollectedXml {
    return { root: this.root, leafText: this.leaves.join(''), hash: this.hash };
  }
}
