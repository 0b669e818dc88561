import {
  fmt,
  importTemplateLayout,
  messages,
  msg,
  type ImportTemplateQuery,
  type SpreadsheetConfig,
  type TemplateCustomField,
} from '@honora/contract';
import { withTenant } from '@honora/db';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { buildImportTemplate } from './import-template-workbook';
import * as repo from './import-templates.repository';

const file = messages.screens.importTemplates.file;

const notWritable = () =>
  new AppError('permissionDenied', { message: msg(messages.screens.events.errors, 'notWritable') });
/** The spreadsheet-configs routes' own answer for an unknown or another company's configuration. */
const notFound = () => new AppError('notFound', { message: msg(messages.screens.registry.record, 'notFound') });

/** Today's calendar day in São Paulo (the example row's date). */
const todayInSaoPaulo = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** "Planilha do Hospital Central" → "planilha-do-hospital-central". */
function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/**
 * GET /api/event-import-templates (billing.md §2 templatesImportEvents; decision 040
 * "Templates"): the selected company's template for an event type, in a configuration's layout
 * when one is named. Whoever may enter events in the company may download it.
 */
export async function downloadImportTemplate(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: ImportTemplateQuery,
): Promise<{ fileName: string; content: Buffer }> {
  const companyId = auth.companyId as string;
  if (!access.eventWritableCompanyIds.includes(companyId)) throw notWritable();
  const loaded = await withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const config = query.spreadsheetConfigId
      ? await repo.findConfig(tx, access.companyIds, query.spreadsheetConfigId)
      : null;
    if (query.spreadsheetConfigId && !config) throw notFound();
    return {
      config,
      customFields: (await repo.listEventCustomFields(tx, access.companyIds)) as TemplateCustomField[],
      insurers: await repo.insurerNames(tx, access.companyIds),
      hospitals: await repo.hospitalNames(tx, access.companyIds),
      people: await repo.firstPeopleNames(tx, access.companyIds),
      anesthetist: await repo.firstAnesthetistName(tx, access.companyIds),
    };
  });
  const { config } = loaded;
  const layout = importTemplateLayout(
    config
      ? {
          headerRow: config.headerRow,
          dateFormat: config.dateFormat as SpreadsheetConfig['dateFormat'],
          columns: config.columns,
        }
      : null,
    loaded.customFields,
  );
  const content = await buildImportTemplate({
    type: query.type,
    layout,
    insurers: loaded.insurers,
    hospitals: loaded.hospitals,
    example: { ...loaded.people, anesthetist: loaded.anesthetist },
    today: todayInSaoPaulo(),
  });
  const type = file.fileTypes[query.type];
  const slug = config ? slugOf(config.name) : '';
  const fileName = slug ? fmt(file.fileNameWithConfig, { type, config: slug }) : fmt(file.fileName, { type });
  return { fileName, content };
}
