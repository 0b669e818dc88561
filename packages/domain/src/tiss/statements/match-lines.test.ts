import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  matchStatementLines,
  statementLines,
  type LineMatch,
  type MatchCandidate,
  type StatementLine,
} from './match-lines';
import { readStatementTree, analiseContaMessage } from './testing';

const line = (over: Partial<StatementLine> = {}): StatementLine => ({
  key: 'l1',
  registroANS: '123456',
  numeroLotePrestador: '1001',
  numeroProtocolo: '202601000001',
  numeroGuiaPrestador: 'HON000001',
  sequencialItem: '1',
  procedureCode: '31005497',
  grau: '06',
  date: '2026-01-10',
  valorInformado: '850.00',
  ...over,
});

const candidate = (over: Partial<MatchCandidate> = {}): MatchCandidate => ({
  eventId: 'e1',
  rowId: 'r1',
  guideNumber: 'HON000001',
  batchNumbers: ['1001'],
  protocolNumber: '202601000001',
  procedureCode: '31005497',
  grau: '06',
  date: '2026-01-10',
  billedValue: '850.00',
  openValue: '850.00',
  ...over,
});

/** A result in a few words: status and the row ids it names. */
const brief = (match: LineMatch): string => {
  switch (match.status) {
    case 'matched':
      return `matched ${match.candidate.rowId}`;
    case 'valueDiffers':
      return `valueDiffers ${match.candidate.rowId} ${match.difference}`;
    case 'ambiguous':
      return `ambiguous ${match.candidates.map((c) => c.rowId).join(',')}`;
    case 'notFound':
      return `notFound ${match.reason}`;
  }
};

interface Case {
  name: string;
  line: Partial<StatementLine>;
  candidates: Partial<MatchCandidate>[];
  expected: string;
}

const CASES: Case[] = [
  { name: 'exact', line: {}, candidates: [{}], expected: 'matched r1' },
  {
    name: 'within 0.05 is the same value',
    line: { valorInformado: '850.05' },
    candidates: [{}],
    expected: 'matched r1',
  },
  {
    name: 'value differs beyond 0.05',
    line: { valorInformado: '850.06' },
    candidates: [{}],
    expected: 'valueDiffers r1 0.06',
  },
  { name: 'value lower', line: { valorInformado: '595.00' }, candidates: [{}], expected: 'valueDiffers r1 -255.00' },
  {
    name: 'leading zeros and case of the guide number',
    line: { numeroGuiaPrestador: '00042' },
    candidates: [{ guideNumber: '42' }],
    expected: 'matched r1',
  },
  {
    name: 'guide number padded on our side',
    line: { numeroGuiaPrestador: 'hon1' },
    candidates: [{ guideNumber: 'HON1' }],
    expected: 'matched r1',
  },
  { name: 'unknown guide', line: { numeroGuiaPrestador: 'X9' }, candidates: [{}], expected: 'notFound guide' },
  {
    name: 'guide without the procedure',
    line: { procedureCode: '40201120' },
    candidates: [{}],
    expected: 'notFound procedure',
  },
  {
    name: 'another batch excludes',
    line: { numeroLotePrestador: '2002' },
    candidates: [{}],
    expected: 'notFound guide',
  },
  {
    name: 'batch with leading zeros',
    line: { numeroLotePrestador: '0001001' },
    candidates: [{}],
    expected: 'matched r1',
  },
  {
    name: 'batch unknown on our side does not exclude',
    line: { numeroLotePrestador: '2002' },
    candidates: [{ batchNumbers: [] }],
    expected: 'matched r1',
  },
  {
    name: 'the event sent in two batches',
    line: { numeroLotePrestador: '1005' },
    candidates: [{ batchNumbers: ['1001', '1005'] }],
    expected: 'matched r1',
  },
  { name: 'another protocol excludes', line: { numeroProtocolo: '999' }, candidates: [{}], expected: 'notFound guide' },
  { name: 'no protocol on the line', line: { numeroProtocolo: null }, candidates: [{}], expected: 'matched r1' },
  {
    name: 'the batch narrows two events with one guide number',
    line: {},
    candidates: [{}, { eventId: 'e2', rowId: 'r2', batchNumbers: ['0999'], protocolNumber: null }],
    expected: 'matched r1',
  },
  {
    name: 'date breaks the tie',
    line: { date: '2026-01-11' },
    candidates: [{}, { rowId: 'r2', date: '2026-01-11' }],
    expected: 'matched r2',
  },
  {
    name: 'grau breaks the tie (6 = 06)',
    line: { grau: '7' },
    candidates: [{}, { rowId: 'r2', grau: '07' }],
    expected: 'matched r2',
  },
  {
    name: 'a tie-break no candidate meets is skipped',
    line: { date: '2026-02-01', grau: '07' },
    candidates: [{}, { rowId: 'r2', grau: '07' }],
    expected: 'matched r2',
  },
  {
    name: 'our sequencialItem breaks the last tie',
    line: { sequencialItem: '2' },
    candidates: [{ sequencialItem: '1' }, { rowId: 'r2', sequencialItem: '2' }],
    expected: 'matched r2',
  },
  {
    name: 'ambiguous: two identical rows',
    line: {},
    candidates: [{ rowId: 'r2' }, {}],
    expected: 'ambiguous r1,r2',
  },
  {
    name: 'ambiguous: no grau on the line',
    line: { grau: null },
    candidates: [{ rowId: 'r2', grau: '07' }, {}],
    expected: 'ambiguous r1,r2',
  },
  { name: 'no candidates', line: {}, candidates: [], expected: 'notFound guide' },
  {
    name: 'a candidate without guide number is never found',
    line: {},
    candidates: [{ guideNumber: null }],
    expected: 'notFound guide',
  },
];

describe('matchStatementLines', () => {
  it.each(CASES)('$name', ({ line: over, candidates, expected }) => {
    const result = matchStatementLines([line(over)], candidates.map(candidate));
    expect(result.lines.map(brief)).toEqual([expected]);
  });

  it('gives the rows of the named events that no line names (in Honora, not in the statement)', () => {
    const rows = [
      candidate(),
      candidate({ rowId: 'r2', procedureCode: '31005500' }),
      candidate({ eventId: 'e2', rowId: 'r3', guideNumber: 'HON000002' }),
      candidate({ eventId: 'e3', rowId: 'r4', guideNumber: 'HON000003' }),
      candidate({ eventId: 'e3', rowId: 'r5', guideNumber: 'HON000003' }),
    ];
    const lines = [line(), line({ key: 'l2', numeroGuiaPrestador: 'HON000003' })];
    const result = matchStatementLines(lines, rows);
    expect(result.lines.map(brief)).toEqual(['matched r1', 'ambiguous r4,r5']);
    // e1's second row is missing from the statement; e2 was never named; e3's rows are both listed.
    expect(result.notInStatement.map((c) => c.rowId)).toEqual(['r2']);
  });

  it('matches the lines of a read statement', () => {
    const read = readStatementTree(
      analiseContaMessage('4.03.00', {
        protocols: [
          {
            numeroLotePrestador: '1001',
            numeroProtocolo: '202601000001',
            guides: [{ numeroGuiaPrestador: 'HON000001', items: [{ code: '31005497', informado: '850.00' }] }],
          },
        ],
      }),
    );
    if (read.body?.kind !== 'analiseConta') throw new Error('not read');
    const lines = statementLines(read.body.statements);
    expect(lines[0]).toMatchObject({
      registroANS: '123456',
      numeroLotePrestador: '1001',
      sequencialItem: '1',
      grau: '06',
    });
    expect(matchStatementLines(lines, [candidate()]).lines.map(brief)).toEqual(['matched r1']);
  });

  it('does not depend on the order of lines or candidates', () => {
    const guides = ['HON1', '0HON1', 'HON2', 'X'];
    const codes = ['31005497', '40201120'];
    const lineArb = fc.record({
      numeroGuiaPrestador: fc.constantFrom(...guides),
      numeroLotePrestador: fc.constantFrom('1001', '1002', null),
      procedureCode: fc.constantFrom(...codes),
      grau: fc.constantFrom('06', '07', null),
      date: fc.constantFrom('2026-01-10', '2026-01-11'),
      sequencialItem: fc.constantFrom('1', '2'),
      valorInformado: fc.constantFrom('850.00', '850.04', '900.00'),
    });
    const candidateArb = fc.record({
      eventId: fc.constantFrom('e1', 'e2', 'e3'),
      guideNumber: fc.constantFrom(...guides, null),
      batchNumbers: fc.subarray(['1001', '1002']),
      procedureCode: fc.constantFrom(...codes),
      grau: fc.constantFrom('06', '07', null),
      date: fc.constantFrom('2026-01-10', '2026-01-11'),
      sequencialItem: fc.constantFrom('1', '2', null),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 12 }),
        fc.array(candidateArb, { maxLength: 12 }),
        fc.infiniteStream(fc.nat()),
        (lineParts, candidateParts, seeds) => {
          const lines = lineParts.map((p, i) => line({ ...p, key: `l${i}`, numeroProtocolo: null }));
          const candidates = candidateParts.map((p, i) => candidate({ ...p, rowId: `r${i}`, protocolNumber: null }));
          const shuffle = <T>(items: T[]) =>
            items
              .map((item) => ({ item, rank: seeds.next().value as number }))
              .sort((a, b) => a.rank - b.rank)
              .map((x) => x.item);
          const summary = (result: ReturnType<typeof matchStatementLines>) => ({
            lines: result.lines.map((m) => `${m.line.key} ${brief(m)}`).sort(),
            notInStatement: result.notInStatement.map((c) => c.rowId),
          });
          const original = summary(matchStatementLines(lines, candidates));
          expect(summary(matchStatementLines(shuffle(lines), shuffle(candidates)))).toEqual(original);
        },
      ),
      { numRuns: 300 },
    );
  });
});
