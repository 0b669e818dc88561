import { fmt, messages } from '@honora/contract';
import type { TissGuideInput, TissParty } from '@honora/domain';
import PDFDocument from 'pdfkit';
import { canvasOf, heading } from './pdf/draw';
import { NO_SETTINGS, partyFields, resolvedData, type GuideDataSettings } from './pdf/fields';
import { DRAW, ROWS_PER_PAGE, pagesOf, type FormPage } from './pdf/forms';
import { formDocument } from './pdf/text';

const t = messages.screens.batches.pdf;

/** The insurer's guide PDF settings (contract configPdfSchema). */
export interface GuidePdfConfig {
  showLogo: boolean;
  orientation: 'portrait' | 'landscape';
  showValues: boolean;
  showObservations: boolean;
}

export interface GuidePdfOptions {
  /** The billing group (contratado executante). */
  provider: TissParty;
  /** The insurer's registro ANS. */
  registerANS: string;
  insurerName: string;
  configPdf: GuidePdfConfig;
  /** Whether the reader may see values (access.canSeeValues); values print only when this and configPdf.showValues are on. */
  showValues: boolean;
  /** The company's name in the heading (configPdf.showLogo). */
  companyName: string;
  /** The insurer's replaceDataBy and guide number padding, applied as the XML builder does. */
  settings?: GuideDataSettings;
  /** The emission date printed when the guide data has none, YYYY-MM-DD (default: today in São Paulo). */
  today?: string;
  /** false writes the page contents uncompressed (tests search the text). */
  compress?: boolean;
}

/**
 * Draws the guides as the ANS paper forms (Guia de Honorários, SP/SADT, Consulta): A4, one
 * form per guide, continuing on further pages when the guide has more procedures than the
 * form's rows (9 / 3 / 1), each page with the heading and "Página x de y" of its guide.
 */
export function renderGuidesPdf(guides: readonly TissGuideInput[], options: GuidePdfOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.configPdf.orientation,
    margin: 0,
    autoFirstPage: false,
    compress: options.compress ?? true,
    info: {
      Title: guides.length === 1 ? t.titles[guides[0]!.type] : options.insurerName,
      Creator: 'Honora',
      Producer: 'Honora',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    const executor = partyFields(options.provider);
    const settings = options.settings ?? NO_SETTINGS;
    const today = options.today ?? saoPauloToday();
    const company = options.configPdf.showLogo
      ? [
          options.companyName,
          ...(options.provider.cnpj ? [fmt(t.cnpj, { cnpj: formDocument(options.provider.cnpj) })] : []),
        ]
      : null;
    for (const guide of guides) {
      const data = resolvedData(guide, settings);
      const pages = pagesOf(guide);
      const perPage = ROWS_PER_PAGE[guide.type];
      for (let page = 0; page < pages; page++) {
        doc.addPage();
        const canvas = canvasOf(doc);
        const y = heading(canvas, {
          company,
          title: t.titles[guide.type],
          insurer: fmt(t.insurer, { name: options.insurerName }),
          page: fmt(t.page, { page: page + 1, pages }),
        });
        const form: FormPage = {
          guide,
          data,
          settings,
          today,
          page,
          pages,
          items: guide.procedures
            .slice(page * perPage, (page + 1) * perPage)
            .map((item, i) => ({ item, seq: page * perPage + i + 1 })),
          registerANS: options.registerANS,
          executor,
          showValues: options.showValues && options.configPdf.showValues,
          showObservations: options.configPdf.showObservations,
        };
        DRAW[guide.type](canvas, y, form);
      }
    }
    doc.end();
  } catch (error) {
    doc.end();
    return done.then(() => Promise.reject(error as Error));
  }
  return done;
}

/** Today's date in São Paulo, YYYY-MM-DD. */
function saoPauloToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}
