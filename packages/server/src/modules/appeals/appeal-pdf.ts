import { fmt, messages, type Appeal, type AppealItem } from '@honora/contract';
import { formatCents, formatDate, toCents } from '@honora/domain';
import PDFDocument from 'pdfkit';
import { BOLD, FONT, band, canvasOf, formDocument, heading, line, section, toWinAnsi, type Canvas } from '../tiss';

/**
 * The printed appeal (recurso de glosa, billing.md §3 Appeal): A4 landscape with the guides'
 * drawing primitives — the company and insurer heading, the appeal's data (lote, protocol,
 * dates, status), one row per item (guide, patient, date, procedure, glosa codes with their
 * table-38 texts, values glosado / appealed, the answer and the value accepted), each with its
 * justification and the insurer's reason under it, and the totals. pt-BR: R$ 1.234,56,
 * DD/MM/YYYY. Values print only for readers who may see them.
 */

const a = messages.screens.appeals;
const p = a.files.pdf;
const ROW_SIZE = 7;
const DETAIL_SIZE = 6.5;
const HEADER_H = 12;
const FOOTER_H = 14;

export interface AppealPdfOptions {
  company: { name: string; cnpj: string | null };
  registerAns: string | null;
  showValues: boolean;
  /** false writes the page contents uncompressed. */
  compress?: boolean;
}

interface ItemColumn {
  w: number;
  label: string;
  isMoney?: boolean;
  align?: 'left' | 'right';
  value: (item: AppealItem) => string;
}

const money = (value: string | undefined) => (value === undefined ? '' : formatCents(toCents(value)));
const date = (value: string | null) => (value ? formatDate(value) : '');

const ALL_COLUMNS: readonly ItemColumn[] = [
  { w: 0.09, label: p.columns.guide, value: (i) => i.numGuide ?? '' },
  { w: 0.16, label: p.columns.patient, value: (i) => i.patientName ?? '' },
  { w: 0.07, label: p.columns.date, value: (i) => date(i.dtProcedure) },
  { w: 0.25, label: p.columns.procedure, value: (i) => i.label },
  { w: 0.08, label: p.columns.glosaCodes, value: (i) => i.glosaCodes.map((g) => g.code).join(', ') },
  { w: 0.09, label: p.columns.glosado, isMoney: true, align: 'right', value: (i) => money(i.valueGlosado) },
  { w: 0.09, label: p.columns.appealed, isMoney: true, align: 'right', value: (i) => money(i.valueAppealed) },
  { w: 0.08, label: p.columns.answer, value: (i) => a.answers[i.answer] },
  {
    w: 0.09,
    label: p.columns.accepted,
    isMoney: true,
    align: 'right',
    value: (i) => (i.answer === 'pending' ? '' : money(i.valueAccepted)),
  },
];

/** The item columns a reader sees, their widths spread over the page. */
function columnsFor(showValues: boolean): ItemColumn[] {
  const kept = ALL_COLUMNS.filter((c) => showValues || !c.isMoney);
  const total = kept.reduce((sum, c) => sum + c.w, 0);
  return kept.map((c) => ({ ...c, w: c.w / total }));
}

/** The lines under an item's row: its glosa reasons, justification and the insurer's answer. */
function detailOf(item: AppealItem): string {
  const reasons = item.glosaCodes.map((g) => (g.description ? `${g.code} - ${g.description}` : g.code)).join('; ');
  return [
    reasons ? fmt(p.reasons, { reasons }) : null,
    fmt(p.justification, { text: item.justification }),
    item.answerReason ? fmt(p.answerReason, { text: item.answerReason }) : null,
  ]
    .filter((text): text is string => !!text)
    .map((text) => toWinAnsi(text))
    .join('\n');
}

function dataBands(canvas: Canvas, y: number, appeal: Appeal, options: AppealPdfOptions): number {
  const f = p.fields;
  const next = band(canvas, y, 20, [
    { w: 0.3, label: f.insurer, value: appeal.healthInsuranceName },
    { w: 0.1, label: f.registerAns, value: options.registerAns ?? '' },
    { w: 0.12, label: f.lot, value: appeal.lotNumber ?? '' },
    { w: 0.16, label: f.protocol, value: appeal.protocolNumber ?? '' },
    { w: 0.14, label: f.operatorNumber, value: appeal.operatorNumber ?? '' },
    { w: 0.18, label: f.status, value: a.statuses[appeal.status] },
  ]);
  return band(canvas, next, 20, [
    { w: 0.2, label: f.identified, value: date(appeal.identifiedOn) },
    { w: 0.2, label: f.deadline, value: date(appeal.deadlineOn) },
    { w: 0.2, label: f.sent, value: date(appeal.sentOn) },
    { w: 0.2, label: f.answered, value: date(appeal.answeredOn) },
    { w: 0.2, label: f.finished, value: date(appeal.finishedOn) },
  ]);
}

function headerRow(canvas: Canvas, y: number, columns: readonly ItemColumn[]): number {
  const { doc } = canvas;
  doc.save().rect(canvas.left, y, canvas.width, HEADER_H).fill('#d9d9d9').restore();
  doc.fillColor('black').font(BOLD).fontSize(6);
  let x = canvas.left;
  for (const column of columns) {
    const w = column.w * canvas.width;
    line(doc, column.label, x + 3, y + 3, w - 6, column.align);
    x += w;
  }
  return y + HEADER_H;
}

const detailWidth = (canvas: Canvas, columns: readonly ItemColumn[]) => canvas.width * (1 - columns[0]!.w) - 4;

function rowHeight(canvas: Canvas, columns: readonly ItemColumn[], item: AppealItem): number {
  canvas.doc.font(FONT).fontSize(DETAIL_SIZE);
  return 13 + canvas.doc.heightOfString(detailOf(item), { width: detailWidth(canvas, columns), lineGap: 0 }) + 3;
}

function itemRow(canvas: Canvas, y: number, columns: readonly ItemColumn[], item: AppealItem, h: number): number {
  const { doc } = canvas;
  doc.font(FONT).fontSize(ROW_SIZE);
  let x = canvas.left;
  for (const column of columns) {
    const w = column.w * canvas.width;
    line(doc, column.value(item), x + 3, y + 3, w - 6, column.align);
    x += w;
  }
  const detailX = canvas.left + columns[0]!.w * canvas.width + 2;
  doc.font(FONT).fontSize(DETAIL_SIZE).fillColor('#333333');
  doc.text(detailOf(item), detailX, y + 13, { width: detailWidth(canvas, columns), height: h - 14, lineGap: 0 });
  doc.fillColor('black');
  doc
    .lineWidth(0.25)
    .moveTo(canvas.left, y + h)
    .lineTo(canvas.left + canvas.width, y + h)
    .stroke();
  return y + h;
}

function totalsBand(canvas: Canvas, y: number, appeal: Appeal): number {
  return band(canvas, y, 20, [
    { w: 0.25, label: p.totalGlosado, value: money(appeal.totalGlosado), align: 'right' },
    { w: 0.25, label: p.totalAppealed, value: money(appeal.totalAppealed), align: 'right' },
    { w: 0.25, label: p.totalAccepted, value: money(appeal.totalAccepted), align: 'right' },
    { w: 0.25, label: p.totalReceived, value: money(appeal.totalReceived), align: 'right' },
  ]);
}

/** Draws the pages; answers nothing (the document holds them, buffered for the page numbers). */
function draw(doc: PDFKit.PDFDocument, appeal: Appeal, options: AppealPdfOptions): void {
  const columns = columnsFor(options.showValues);
  const company = [
    options.company.name,
    ...(options.company.cnpj ? [fmt(p.cnpj, { cnpj: formDocument(options.company.cnpj) })] : []),
  ];
  const newPage = (): [Canvas, number] => {
    doc.addPage();
    const canvas = canvasOf(doc);
    const top = heading(canvas, {
      company,
      title: fmt(p.title, { code: String(appeal.code) }),
      insurer: fmt(p.insurer, { name: appeal.healthInsuranceName }),
      page: '',
    });
    return [canvas, top];
  };
  let [canvas, y] = newPage();
  y = dataBands(canvas, section(canvas, y, p.data), appeal, options) + 6;
  y = headerRow(canvas, section(canvas, y, p.items), columns);
  for (const item of appeal.items) {
    const h = rowHeight(canvas, columns, item);
    if (y + h > canvas.bottom - FOOTER_H) {
      [canvas, y] = newPage();
      y = headerRow(canvas, y, columns);
    }
    y = itemRow(canvas, y, columns, item, h);
  }
  if (!options.showValues) return;
  if (y + 6 + 9 + 20 > canvas.bottom - FOOTER_H) [canvas, y] = newPage();
  totalsBand(canvas, section(canvas, y + 6, p.totals), appeal);
}

/** "Página x de y" at the foot of every page. */
function numberPages(doc: PDFKit.PDFDocument): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const canvas = canvasOf(doc);
    doc.font(FONT).fontSize(7);
    line(
      doc,
      fmt(p.page, { page: i - start + 1, pages: count }),
      canvas.left,
      canvas.bottom - 8,
      canvas.width,
      'right',
    );
  }
}

/** The printed appeal as PDF bytes. */
export function renderAppealPdf(appeal: Appeal, options: AppealPdfOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    compress: options.compress ?? true,
    info: { Title: toWinAnsi(fmt(p.title, { code: String(appeal.code) })), Creator: 'Honora', Producer: 'Honora' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    draw(doc, appeal, options);
    numberPages(doc);
    doc.end();
  } catch (error) {
    doc.end();
    return done.then(() => Promise.reject(error as Error));
  }
  return done;
}
