import { messages } from '@honora/contract';
import type { TissGuideType } from '@honora/domain';
import { describe, expect, it } from 'vitest';
import { renderGuidesPdf } from './guide-pdf';
import { guideInput, pdfOptions, procedureItem } from './pdf/guide-fixtures';
import { pdfPageCount, pdfPagesText } from './pdf/pdf-text';

const pageTexts = async (...args: Parameters<typeof renderGuidesPdf>) => pdfPagesText(await renderGuidesPdf(...args));
const allText = (pages: string[][]) => pages.flat().join('\n');
/** The text drawn right after a field's label (its value, or the next label when it is empty). */
const after = (lines: string[], label: string) => lines[lines.indexOf(label) + 1];

describe('renderGuidesPdf', () => {
  it.each<[TissGuideType, number, number]>([
    ['Honorario', 1, 1],
    ['Honorario', 9, 1],
    ['Honorario', 10, 2],
    ['Honorario', 19, 3],
    ['SPSADT', 3, 1],
    ['SPSADT', 4, 2],
    ['SPSADT', 7, 3],
    ['Consulta', 1, 1],
    ['Consulta', 2, 2],
    ['Honorario', 0, 1],
    ['Consulta', 0, 1],
  ])('%s with %i procedures takes %i page(s), "Página x de y" on each', async (type, procedures, pages) => {
    const pdf = await renderGuidesPdf([guideInput(type, procedures)], pdfOptions());
    expect(pdfPageCount(pdf)).toBe(pages);
    const texts = pdfPagesText(pdf);
    expect(texts).toHaveLength(pages);
    texts.forEach((page, i) => expect(page).toContain(`Página ${i + 1} de ${pages}`));
  });

  it('prints every procedure row once, in sequence, across the pages (9 a page on Honorários)', async () => {
    const pages = await pageTexts([guideInput('Honorario', 10)], pdfOptions());
    const codes = pages.map((page) => page.filter((s) => /^3010\d{4}$/.test(s)));
    expect(codes[0]).toHaveLength(9);
    expect(codes[1]).toEqual(['30100009']);
    expect(pages[0]).toContain('9-');
    expect(pages[1]).toContain('10-');
    // The header repeats on the continuation page.
    for (const page of pages) {
      expect(page).toContain('GUIA DE HONORÁRIOS');
      expect(page).toContain('1 - Registro ANS');
      expect(page).toContain('0001234');
    }
    // The team refers to the rows of its page.
    expect(pages[0]).toContain('1-9');
    expect(pages[1]).toContain('10');
  });

  it('continues a batch of mixed guides, each with its own page count', async () => {
    const pdf = await renderGuidesPdf(
      [guideInput('Honorario', 10), guideInput('SPSADT', 4), guideInput('Consulta', 1), guideInput('SPSADT', 1)],
      pdfOptions(),
    );
    expect(pdfPageCount(pdf)).toBe(2 + 2 + 1 + 1);
    const pages = pdfPagesText(pdf);
    expect(pages.map((p) => p.find((s) => s.startsWith('Página')))).toEqual([
      'Página 1 de 2',
      'Página 2 de 2',
      'Página 1 de 2',
      'Página 2 de 2',
      'Página 1 de 1',
      'Página 1 de 1',
    ]);
    expect(pages[2]!.join(' ')).toMatch(/GUIA DE SERVIÇO PROFISSIONAL[^]*TERAPIA - SP\/ ?SADT/);
    expect(pages[4]).toContain('GUIA DE CONSULTA');
  });

  it('Honorários: the ANS labels with the guide values', async () => {
    const guide = guideInput('Honorario', 2, {
      data: { numberProtocol: '998877', password: 'SENHA123', emissionDate: '2026-01-12', grauPart: '07' },
    });
    guide.procedures[1]!.team = [{ ...guide.procedures[0]!.team[0]!, grauPart: null }];
    const text = allText(await pageTexts([guide], pdfOptions()));
    for (const expected of [
      '1 - Registro ANS',
      '123456',
      '2 - Nº Guia no Prestador',
      '3 - Nº da Guia de Solicitação de Internação',
      '998877',
      'SENHA123',
      '6 - Número da Carteira',
      '0012345678901234',
      'João da Conceição Ávila',
      '10 - Nome do Hospital/Local',
      'Hospital São Lucas',
      '12.345.678/0001-95',
      '1234567',
      '13 - Nome do Contratado',
      'Anestesia Paulista Ltda',
      '000123',
      '9999999',
      '15 - Data do Início do Faturamento',
      '10/01/2026',
      '22 - Descrição',
      'Procedimento 2',
      '0,50',
      '1.234,50',
      '36 - Código CBO',
      '225151',
      'Dra. Conceição Araújo',
      '38 - Valor Total dos Honorários (R$)',
      '9.876,54',
      '12/01/2026',
      'Paciente com alergia a látex',
      'Grupo de Anestesia São Paulo',
      'CNPJ 11.222.333/0001-81',
      'Operadora: Operadora Saúde Ômega',
    ]) {
      expect(text).toContain(expected);
    }
    const lines = text.split('\n');
    // Via de acesso 1 for the main procedure, 2 for the same-route one (proportion 0.5); grauPart 06 then the guide's 07.
    expect(lines).toContain('06');
    expect(lines).toContain('07');
  });

  it('SP/SADT: requester, attendance defaults and the totals by expense group', async () => {
    const guide = guideInput('SPSADT', 1, {
      isEmergency: true,
      data: { clinicIndication: 'Sedação para endoscopia' },
      expenses: [{ ...expense('03', '100.10') }, { ...expense('02', '20.00') }, { ...expense('03', '0.05') }],
      total: '1354.65',
    });
    const text = allText(await pageTexts([guide], pdfOptions()));
    for (const expected of [
      '15 - Nome do Profissional Solicitante',
      'Dr. Cirurgião Brandão',
      'Sedação para endoscopia',
      '32 - Tipo de Atendimento',
      '33 - Indicação de Acidente',
      '59 - Total de Procedimentos (R$)',
      '1.234,50',
      '100,15',
      '20,00',
      '1.354,65',
    ]) {
      expect(text).toContain(expected);
    }
    const lines = text.split('\n');
    expect(lines).toContain('9');
    expect(lines).toContain('2');
    // A surgical procedure is no consulta: tipo de atendimento 02 as the XML writes it, no tipo de consulta.
    const l = messages.screens.batches.pdf.spsadt;
    expect(after(lines, l.attendanceType)).toBe('02');
    expect(after(lines, l.consultType)).not.toMatch(/^\d$/);
  });

  it('SP/SADT: tipo de atendimento and tipo de consulta agree with the XML for each procedure', async () => {
    for (const [code, attendance, consult] of [
      ['10101012', '04', '1'],
      ['40201120', '23', null],
    ] as const) {
      const guide = guideInput('SPSADT', 1, { procedures: [procedureItem(0, { code })] });
      const lines = allText(await pageTexts([guide], pdfOptions())).split('\n');
      const l = messages.screens.batches.pdf.spsadt;
      expect(after(lines, l.attendanceType)).toBe(attendance);
      if (consult) expect(after(lines, l.consultType)).toBe(consult);
      else expect(after(lines, l.consultType)).not.toMatch(/^\d$/);
    }
  });

  it('Consulta: executor, defaults and the consulta value', async () => {
    const guide = guideInput('Consulta', 1, {
      data: { codeProcedureConsult: '10101012', attendanceDateConsult: '2026-02-03' },
      total: '150.00',
    });
    const text = allText(await pageTexts([guide], pdfOptions()));
    for (const expected of [
      'GUIA DE CONSULTA',
      '12 - Nome do Profissional Executante',
      'Dra. Conceição Araújo',
      '19 - Tipo de Consulta',
      '10101012',
      '03/02/2026',
      '22 - Valor do Procedimento (R$)',
      '150,00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('1.234,50');
  });

  it.each([
    ['the reader may not see values', pdfOptions({ showValues: false })],
    [
      'the insurer hides them',
      pdfOptions({
        configPdf: { showLogo: true, orientation: 'landscape', showValues: false, showObservations: true },
      }),
    ],
  ])('prints no value when %s', async (_, options) => {
    const text = allText(
      await pageTexts(
        [
          guideInput('Honorario', 2),
          guideInput('SPSADT', 2, { expenses: [expense('03', '77.70')] }),
          guideInput('Consulta', 1),
        ],
        options,
      ),
    );
    expect(text).toContain('27 - Valor Unitário (R$)');
    expect(text).toContain('Procedimento 2');
    for (const value of ['1.234,50', '9.876,54', '77,70']) expect(text).not.toContain(value);
  });

  it('configPdf: no company block without showLogo, no observation without showObservations', async () => {
    const text = allText(
      await pageTexts(
        [guideInput('Honorario', 1)],
        pdfOptions({
          configPdf: { showLogo: false, orientation: 'portrait', showValues: true, showObservations: false },
        }),
      ),
    );
    expect(text).toContain('GUIA DE HONORÁRIOS');
    expect(text).toContain('37 - Observação / Justificativa');
    expect(text).not.toContain('Grupo de Anestesia São Paulo');
    expect(text).not.toContain('CNPJ 11.222.333/0001-81');
    expect(text).not.toContain('Paciente com alergia a látex');
  });

  it('orientation: landscape and portrait A4 media boxes', async () => {
    const landscape = await renderGuidesPdf([guideInput('Consulta', 1)], pdfOptions());
    const portrait = await renderGuidesPdf(
      [guideInput('Consulta', 1)],
      pdfOptions({ configPdf: { showLogo: true, orientation: 'portrait', showValues: true, showObservations: true } }),
    );
    expect(landscape.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    expect(portrait.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it('keeps Portuguese accents and drops what Helvetica cannot show', async () => {
    const text = allText(
      await pageTexts([guideInput('Honorario', 1, { patientName: 'Ção Ñandú — Ærø 😀 Łukasz 李' })], pdfOptions()),
    );
    expect(text).toContain('Ção Ñandú — Ærø  Lukasz ');
  });

  it('applies replaceDataBy and the guide number padding as the XML does', async () => {
    const lines = allText(
      await pageTexts(
        [guideInput('Honorario', 1, { data: { password: 'SENHA123', numberProtocol: null } })],
        pdfOptions({
          settings: {
            replaceDataBy: { numberProtocol: 'password', numberWallet: 'CART-FIXA' },
            padGuideNumber: true,
            guideNumberPadding: 10,
          },
        }),
      ),
    ).split('\n');
    expect(lines.filter((s) => s === 'SENHA123')).toHaveLength(2);
    expect(lines).toContain('CART-FIXA');
    expect(lines).toContain('0000001234');
  });

  it('falls back as the XML does: no invented hospitalization guide, today for the emission date', async () => {
    const lines = allText(await pageTexts([guideInput('Honorario', 1)], pdfOptions({ today: '2026-03-04' }))).split(
      '\n',
    );
    // The guide's own number is printed once: never as the hospitalization request guide.
    expect(lines.filter((s) => s === '0001234')).toHaveLength(1);
    expect(lines).toContain('04/03/2026');
    // The council's state as its IBGE code (SP = 35).
    expect(lines).toContain('35');
  });

  it('cuts long text to its box', async () => {
    const long = 'Descrição '.repeat(40);
    const text = allText(
      await pageTexts(
        [guideInput('Honorario', 1, { procedures: [procedureItem(0, { description: long })] })],
        pdfOptions(),
      ),
    );
    expect(text).toMatch(/Descrição( Descrição)*…/);
  });

  it('renders a 100-guide batch, each guide on its pages (its time is the bench figure tiss.guides_pdf_100.ms)', async () => {
    const guides = Array.from({ length: 100 }, (_, i) =>
      guideInput((['Honorario', 'SPSADT', 'Consulta'] as const)[i % 3]!, 3),
    );
    const pdf = await renderGuidesPdf(guides, pdfOptions({ compress: true }));
    expect(pdfPageCount(pdf)).toBe(34 + 33 + 33 * 3);
  });
});

function expense(expenseCode: string, totalValue: string) {
  return {
    expenseCode,
    tableCode: '19',
    itemCode: '90000001',
    description: 'Material',
    realizedDate: '2026-01-10',
    startTime: null,
    endTime: null,
    amountRealized: '1',
    unityOfMeasurement: '036',
    reductOrAcresc: '1.00',
    unityValue: totalValue,
    totalValue,
    anvisaRegister: null,
    manufacturerRefCode: null,
    functionAuthorizationNumber: null,
  };
}
