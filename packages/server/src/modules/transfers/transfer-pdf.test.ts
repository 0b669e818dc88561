import { formatCents, toCents } from '@honora/domain';
import { describe, expect, it } from 'vitest';
// The guides' test reader of PDF text: a test helper, not part of the tiss module's entry.
// eslint-disable-next-line honora/no-cross-module-internals
import { pdfPageCount, pdfPagesText } from '../tiss/pdf/pdf-text';
import type { IncomeReportDocument, IncomeReportMonth, StatementDocument } from './transfer-documents';
import { incomeReportPdf, statementPdf } from './transfer-pdf';

const company = { name: 'Cooperativa de Anestesia Demo', cnpj: '12345678000190' };
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const textOf = (pages: string[][]) => pages.flat().join('\n');

function entries(count: number): StatementDocument['entries'] {
  return Array.from({ length: count }, (_, i) => ({
    transactionId: uuid(i + 1),
    eventId: uuid(1000 + i),
    numGuide: `G${String(i + 1).padStart(5, '0')}`,
    patientName: `Paciente ${i + 1}`,
    dtProcedure: '2026-01-05',
    date: '2026-01-20',
    healthInsuranceName: i % 2 ? 'Unimed' : 'Bradesco Saúde',
    procedureName: 'Colecistectomia por videolaparoscopia',
    role: i % 3 ? 'anesthetist' : 'assistantAnesthetist',
    weight: i % 3 ? null : '1200.00 / 1500.00',
    entryValue: '100.00',
    value: '100.00',
  }));
}

/** Decision 028's worked PF example, with a 1,5 % IRRF the insurer already withheld. */
function pfStatement(entryCount = 3): StatementDocument {
  return {
    company,
    receiverName: 'Dra. Ana Souza',
    receiverType: 'anesthetist',
    personType: 'PF',
    cnpj: null,
    month: '2026-01',
    mode: 'ALL',
    code: 42,
    status: 'LOCKED',
    lockedAt: '2026-02-15T17:30:00.000Z',
    entries: entries(entryCount),
    fullValue: '10000.00',
    discount: '0.00',
    discountReason: null,
    value: '10000.00',
    valueBaseTransfer: '9000.00',
    valueBaseIR: '7304.89',
    lines: [
      line(
        { ruleId: 'fee', name: 'Taxa de administração', identifier: 'OTHER', kind: 'FEE', base: 'Received' },
        '10000.00',
        '10',
        '1000.00',
      ),
      {
        ...line(
          { ruleId: 'inss', name: 'INSS', identifier: 'INSS', kind: 'TAX', base: 'Repasse' },
          '9000.00',
          '20',
          '1695.11',
        ),
        detail: { ceiling: '8475.55', otherSources: '0.00', cappedBase: '8475.55', capped: 'true', ratePercent: '20' },
      },
      {
        ...line(
          { ruleId: 'irrf', name: 'IRRF', identifier: 'IR', kind: 'TAX', base: 'BaseIRRF' },
          '7304.89',
          null,
          '1100.11',
        ),
        detail: {
          validFrom: '2026-01',
          income: '9000.00',
          inss: '1695.11',
          dependants: '0',
          legalDeduction: '1695.11',
          simplifiedDiscount: '607.20',
          deductionKind: 'legal',
          deductionValue: '1695.11',
          base: '7304.89',
          bracketRatePercent: '27.5',
          bracketDeduction: '908.73',
          tableTax: '1100.11',
          reduction: '0.00',
          value: '1100.11',
        },
      },
      {
        ...line(
          { ruleId: 'irrf-ins', name: 'IRRF retido pelo convênio', identifier: 'IRJ', kind: 'TAX', base: 'Custom' },
          '6000.00',
          '1.5',
          '90.00',
        ),
        withheldByPayer: true,
      },
    ],
    totalTaxes: '2795.22',
    totalFees: '1000.00',
    withheldByPayer: '90.00',
    liquid: '6204.78',
    payments: [
      { value: '4000.00', paidDate: '2026-02-20', invoice: 'NF 123' },
      { value: '2204.78', paidDate: '2026-03-05', invoice: null },
    ],
  };
}

function line(
  rule: Pick<StatementDocument['lines'][number], 'ruleId' | 'name' | 'identifier' | 'kind' | 'base'>,
  baseValue: string,
  ratePercent: string | null,
  value: string,
): StatementDocument['lines'][number] {
  return { ...rule, baseValue, ratePercent, amount: null, value, withheldByPayer: false, capped: false, detail: null };
}

/** Decision 028's PJ example: ISS, PIS, COFINS and CSLL on the gross. */
function pjStatement(): StatementDocument {
  const tax = (id: string, name: string, rate: string, value: string) =>
    line({ ruleId: id, name, identifier: 'OTHER', kind: 'TAX', base: 'Received' }, '10000.00', rate, value);
  return {
    ...pfStatement(2),
    receiverName: 'Clínica Bento Anestesia Ltda',
    personType: 'PJ',
    cnpj: '11222333000181',
    mode: 'RECEIVED',
    code: 43,
    status: 'OPEN',
    lockedAt: null,
    discount: '0.00',
    valueBaseTransfer: '10000.00',
    valueBaseIR: '10000.00',
    lines: [
      tax('iss', 'ISS', '5', '500.00'),
      tax('pis', 'PIS', '0.65', '65.00'),
      tax('cofins', 'COFINS', '3', '300.00'),
      tax('csll', 'CSLL', '1', '100.00'),
    ],
    totalTaxes: '965.00',
    totalFees: '0.00',
    withheldByPayer: '0.00',
    liquid: '9035.00',
    payments: [],
  };
}

describe('statementPdf', () => {
  it("prints the PF receiver's statement: heading, entries, the lines with their INSS and IRRF detail, liquid and payments", async () => {
    const pdf = await statementPdf([pfStatement()], { compress: false });
    expect(pdfPageCount(pdf)).toBe(1);
    const texts = pdfPagesText(pdf)[0]!;
    const text = texts.join('\n');
    for (const expected of [
      'Cooperativa de Anestesia Demo',
      'CNPJ 12.345.678/0001-90',
      'Demonstrativo de repasse',
      'Dra. Ana Souza',
      'Competência 01/2026',
      'Pessoa física',
      'Produção',
      '42',
      'Bloqueado em 15/02/2026 14:30',
      'Página 1 de 1',
    ]) {
      expect(texts).toContain(expected);
    }
    // Entries: dates, guide, patient, role from the pricing catalog, share weight and parts.
    expect(texts).toContain('G00001');
    expect(texts).toContain('Paciente 3');
    expect(texts).toContain('20/01/2026');
    expect(texts).toContain('05/01/2026');
    expect(texts).toContain('Auxiliar de anestesia');
    expect(texts).toContain('Anestesista');
    expect(texts).toContain('80%');
    expect(texts).toContain('R$ 100,00');
    // Summary and bases.
    for (const value of ['R$ 10.000,00', 'R$ 9.000,00', 'R$ 7.304,89']) expect(texts).toContain(value);
    expect(texts).toContain('Base do repasse');
    expect(texts).toContain('Valor recebido (bruto)');
    // The lines: rate, value, and the detail under INSS and IRRF.
    expect(texts).toContain('Taxa de administração');
    expect(texts).toContain('10%');
    expect(texts).toContain('R$ 1.000,00');
    expect(texts).toContain('R$ 1.695,11');
    expect(text).toContain(
      'Teto do INSS R$ 8.475,55; outras fontes R$ 0,00; base considerada R$ 8.475,55; base limitada pelo teto',
    );
    expect(texts).toContain('27,5% (faixa)');
    expect(text).toContain('dedução legal (INSS e dependentes) R$ 1.695,11');
    expect(text).toContain('base R$ 7.304,89');
    expect(text).toContain('faixa de 27,5%, parcela a deduzir R$ 908,73');
    expect(text).toContain('imposto pela tabela R$ 1.100,11');
    expect(text).not.toContain('redução da Lei 15.270/2025');
    // The line withheld by the payer is marked on its own row.
    const withheld = texts.indexOf('IRRF retido pelo convênio');
    expect(texts.slice(withheld, withheld + 7)).toEqual([
      'IRRF retido pelo convênio',
      'Imposto',
      'Recebido de convênios escolhidos',
      'R$ 6.000,00',
      '1,5%',
      'R$ 90,00',
      'Retido pela fonte pagadora: mostrado, não descontado',
    ]);
    // Totals, liquid and the parts.
    expect(texts).toContain('R$ 2.795,22');
    expect(texts).toContain('R$ 90,00');
    expect(texts).toContain('Líquido a receber');
    expect(texts).toContain('R$ 6.204,78');
    expect(texts).toContain('1 de 2');
    expect(texts).toContain('NF 123');
    expect(texts).toContain('R$ 2.204,78');
    expect(texts).toContain('Total pago');
  });

  it('prints a discount with its reason and a capped line noted', async () => {
    const doc = pfStatement();
    doc.discount = '150.00';
    doc.discountReason = 'Adiantamento de dezembro';
    doc.lines[0] = { ...doc.lines[0]!, capped: true };
    const text = textOf(pdfPagesText(await statementPdf([doc], { compress: false })));
    expect(text).toContain('R$ 150,00');
    expect(text).toContain('Motivo do desconto: Adiantamento de dezembro');
    expect(text).toContain('Limitado ao que restava do líquido');
  });

  it('prints a PJ statement: CNPJ, mode, open status, no payment yet', async () => {
    const texts = pdfPagesText(await statementPdf([pjStatement()], { compress: false })).flat();
    expect(texts).toContain('Clínica Bento Anestesia Ltda');
    expect(texts).toContain('Pessoa jurídica');
    expect(texts).toContain('11.222.333/0001-81');
    expect(texts).toContain('Recebido');
    expect(texts).toContain('Aberto: prévia, os valores ainda podem mudar');
    expect(texts).toContain('0,65%');
    expect(texts).toContain('R$ 965,00');
    expect(texts).toContain('R$ 9.035,00');
    expect(texts).toContain('Pagamento ainda não registrado');
  });

  it('breaks 120 entries over pages, repeating the header row, each entry once', async () => {
    const short = await statementPdf([pfStatement(3)], { compress: false });
    const long = await statementPdf([pfStatement(120)], { compress: false });
    const count = pdfPageCount(long);
    expect(count).toBeGreaterThan(pdfPageCount(short));
    expect(count).toBeGreaterThanOrEqual(3);
    const pages = pdfPagesText(long);
    expect(pages).toHaveLength(count);
    pages.forEach((page, i) => {
      expect(page).toContain(`Página ${i + 1} de ${count}`);
      expect(page).toContain('Dra. Ana Souza');
    });
    // Every page that carries entries opens their table with the header row.
    for (const page of pages.filter((pg) => pg.some((t) => /^G\d{5}$/.test(t)))) expect(page).toContain('Paciente');
    const guides = pages.flat().filter((t) => /^G\d{5}$/.test(t));
    expect(guides).toEqual(Array.from({ length: 120 }, (_, i) => `G${String(i + 1).padStart(5, '0')}`));
    expect(pages.at(-1)).toContain('R$ 6.204,78');
  });

  it('prints a bulk of receivers, each from a new page and numbered on its own', async () => {
    const pdf = await statementPdf([pfStatement(120), pjStatement()], { compress: false });
    const pages = pdfPagesText(pdf);
    const pfPages = pdfPageCount(await statementPdf([pfStatement(120)], { compress: false }));
    expect(pages).toHaveLength(pfPages + 1);
    const text = textOf(pages);
    expect(text).toContain('Dra. Ana Souza');
    expect(text).toContain('Clínica Bento Anestesia Ltda');
    expect(pages[pfPages - 1]).toContain(`Página ${pfPages} de ${pfPages}`);
    expect(pages[pfPages]).toContain('Clínica Bento Anestesia Ltda');
    expect(pages[pfPages]).not.toContain('Dra. Ana Souza');
    expect(pages[pfPages]).toContain('Página 1 de 1');
  });

  it('prints an empty month and hidden values as blanks', async () => {
    const doc: StatementDocument = { ...pjStatement(), entries: [], lines: [] };
    const texts = pdfPagesText(await statementPdf([doc], { compress: false })).flat();
    expect(texts).toContain('Recebimentos que compõem o valor bruto (0)');
    expect(texts).toContain('Nenhum recebimento neste repasse');
    expect(texts).toContain('Nenhum imposto ou taxa neste repasse');
    const hidden = pfStatement(1);
    hidden.entries = hidden.entries.map(({ entryValue: _e, value: _v, ...rest }) => rest);
    const hiddenTexts = pdfPagesText(await statementPdf([hidden], { compress: false })).flat();
    expect(hiddenTexts).not.toContain('R$ 100,00');
    expect(hiddenTexts).toContain('Paciente 1');
  });

  it('refuses an empty list and compresses by default', async () => {
    await expect(statementPdf([])).rejects.toThrow(RangeError);
    const pdf = await statementPdf([pfStatement()]);
    expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    expect(textOf(pdfPagesText(pdf))).toContain('R$ 6.204,78');
  });
});

const month = (
  m: string,
  gross: string,
  fees: string,
  inss: string,
  irrf: string,
  other: string,
  withheld: string,
): IncomeReportMonth => {
  const liquid = toCents(gross) - toCents(fees) - toCents(inss) - toCents(irrf) - toCents(other);
  return {
    month: m,
    gross,
    fees,
    inss,
    irrf,
    otherTaxes: other,
    withheldByPayer: withheld,
    liquid: (Number(liquid) / 100).toFixed(2),
  };
};

const FIGURES = ['gross', 'fees', 'inss', 'irrf', 'otherTaxes', 'withheldByPayer', 'liquid'] as const;

function report(receiverName: string, months: IncomeReportMonth[]): IncomeReportDocument {
  const totals = Object.fromEntries(
    FIGURES.map((key) => [key, (Number(months.reduce((sum, m) => sum + toCents(m[key]), 0n)) / 100).toFixed(2)]),
  ) as IncomeReportDocument['totals'];
  return { company, receiverName, personType: 'PF', cnpj: null, year: 2026, months, totals };
}

describe('incomeReportPdf', () => {
  const months = [
    month('2026-01', '10000.00', '1000.00', '1695.11', '1100.11', '0.00', '90.00'),
    month('2026-02', '8000.00', '800.00', '1440.00', '689.50', '0.00', '0.00'),
    month('2026-03', '5000.00', '500.00', '900.00', '0.00', '12.34', '45.00'),
  ];

  it('prints a row per month and the year totals, equal to the sum of the months', async () => {
    const pdf = await incomeReportPdf([report('Dra. Ana Souza', months)], { compress: false });
    expect(pdfPageCount(pdf)).toBe(1);
    const texts = pdfPagesText(pdf)[0]!;
    for (const expected of [
      'Cooperativa de Anestesia Demo',
      'CNPJ 12.345.678/0001-90',
      'Informe de rendimentos',
      'Dra. Ana Souza',
      'Ano-calendário 2026',
      'Pessoa física',
    ]) {
      expect(texts).toContain(expected);
    }
    const rowAfter = (label: string) => texts.slice(texts.indexOf(label) + 1, texts.indexOf(label) + 8);
    expect(rowAfter('01/2026')).toEqual([
      'R$ 10.000,00',
      'R$ 1.000,00',
      'R$ 1.695,11',
      'R$ 1.100,11',
      'R$ 0,00',
      'R$ 90,00',
      'R$ 6.204,78',
    ]);
    const sums = FIGURES.map((key) => formatCents(months.reduce((sum, m) => sum + toCents(m[key]), 0n)));
    expect(rowAfter('Total do ano')).toEqual(sums);
    expect(sums[0]).toBe('R$ 23.000,00');
    expect(texts).toContain('Página 1 de 1');
  });

  it('prints a bulk of receivers, each on its own pages', async () => {
    const pj: IncomeReportDocument = {
      ...report('Clínica Bento Anestesia Ltda', months.slice(0, 1)),
      personType: 'PJ',
      cnpj: '11222333000181',
    };
    const pdf = await incomeReportPdf([report('Dra. Ana Souza', months), pj], { compress: false });
    const pages = pdfPagesText(pdf);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Dra. Ana Souza');
    expect(pages[0]).not.toContain('CNPJ');
    expect(pages[1]).toContain('Clínica Bento Anestesia Ltda');
    expect(pages[1]).toContain('Pessoa jurídica');
    expect(pages[1]).toContain('11.222.333/0001-81');
    expect(pages[1]).not.toContain('Dra. Ana Souza');
    pages.forEach((page) => expect(page).toContain('Página 1 de 1'));
  });

  it('prints a year without locked months', async () => {
    const texts = pdfPagesText(await incomeReportPdf([report('Dra. Ana Souza', [])], { compress: false })).flat();
    expect(texts).toContain('Nenhum repasse bloqueado neste ano');
  });
});
