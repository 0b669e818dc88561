import { z } from 'zod';
import { messages } from '../i18n';
import { defineRoute } from '../route';
import { XLSX_FILE } from '../files';
import { eventTypes } from '../registries/common';

const v = messages.validation;

/**
 * GET /api/event-import-templates (billing.md §2 templatesImportEvents; decision 040): the
 * event type the template is made for and, optionally, the spreadsheet configuration whose
 * layout it follows. Messages in pt-BR (the bad type is the mandatory fields' own text).
 */
export const importTemplateQuerySchema = z.object({
  type: z.enum(eventTypes, { error: messages.screens.billingSettings.mandatoryFields.errors.eventType }),
  spreadsheetConfigId: z.uuid({ error: v.invalidId }).optional(),
});
export type ImportTemplateQuery = z.infer<typeof importTemplateQuerySchema>;

export const importTemplateRoutes = {
  download: defineRoute({
    method: 'GET',
    path: '/api/event-import-templates',
    summary:
      'Modelo XLSX de importação de eventos do tipo escolhido: cabeçalhos da empresa (campos personalizados incluídos), listas de validação e uma linha de exemplo; opcionalmente no leiaute de uma configuração de planilha',
    tags: ['events'],
    querystring: importTemplateQuerySchema,
    response: z.unknown(),
    fileTypes: XLSX_FILE,
  }),
} as const;
