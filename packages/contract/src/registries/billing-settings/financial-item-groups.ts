import { z } from 'zod';
import { fmt, messages } from '../../i18n';
import { defineRoute } from '../../route';
import { XLSX_FILE } from '../../files';
import {
  optionalText,
  registryIdParamsSchema,
  registryListQuerySchema,
  registryListResponse,
  registryRecordShape,
  requiredText,
} from '../common';

const v = messages.validation;
const e = messages.screens.billingSettings.financialItemGroups.errors;

/**
 * What a group gathers: EXPENSE groups hold TISS expense codes (table 25, billing.md §9
 * "expense codes 01 to 08 group into gases, drugs, materials, taxes, daily, OPME");
 * REVENUE and DISCOUNT groups hold the company's own item codes (procedure, fee or
 * discount items of its own reports and repasses).
 */
export const financialItemKinds = ['EXPENSE', 'REVENUE', 'DISCOUNT'] as const;
export type FinancialItemKind = (typeof financialItemKinds)[number];

/**
 * TISS table 25 "Código da Despesa" (ANS domain tables 4.01): 01 gases medicinais,
 * 02 medicamentos, 03 materiais, 05 diárias, 07 taxas e aluguéis, 08 OPME — the six groups
 * the spec names; 04 and 06 are not in the table.
 */
export const tissExpenseCodes = ['01', '02', '03', '05', '07', '08'] as const;
export type TissExpenseCode = (typeof tissExpenseCodes)[number];

/** A company's own item code: 1 to 20 letters, digits, '.', '-' or '_' (TUSS codes such as 90123456 fit). */
export const OWN_ITEM_CODE_PATTERN = /^[A-Za-z0-9._-]{1,20}$/;
export const MAX_ITEM_CODES = 200;

export function isTissExpenseCode(code: string): code is TissExpenseCode {
  return (tissExpenseCodes as readonly string[]).includes(code);
}

/**
 * The first problem of a group's codes, or null: at least one, at most 200, each valid for
 * the kind (a TISS expense code for EXPENSE, an own code otherwise) and none repeated.
 */
export function itemCodesProblem(kind: FinancialItemKind, codes: readonly string[]): string | null {
  if (codes.length === 0) return v.required;
  if (codes.length > MAX_ITEM_CODES) return fmt(e.tooManyCodes, { max: MAX_ITEM_CODES });
  const seen = new Set<string>();
  for (const code of codes) {
    if (kind === 'EXPENSE' ? !isTissExpenseCode(code) : !OWN_ITEM_CODE_PATTERN.test(code)) {
      return kind === 'EXPENSE' ? fmt(e.expenseCode, { code }) : fmt(e.itemCode, { code });
    }
    if (seen.has(code)) return fmt(e.duplicateCode, { code });
    seen.add(code);
  }
  return null;
}

export const financialItemGroupSchema = z.object({
  ...registryRecordShape,
  name: z.string(),
  description: z.string().nullable(),
  kind: z.enum(financialItemKinds),
  itemCodes: z.array(z.string()),
});
export type FinancialItemGroup = z.infer<typeof financialItemGroupSchema>;

/** Create / change a group; a code may belong to one live group of each kind per company (the server checks). */
export const financialItemGroupBodySchema = z
  .object({
    name: requiredText(100),
    description: optionalText(500),
    kind: z.enum(financialItemKinds, { error: v.required }).default('EXPENSE'),
    itemCodes: z
      .array(z.string({ error: v.required }).trim())
      .default([])
      .meta({
        description: `De 1 a ${MAX_ITEM_CODES} códigos sem repetir: no tipo EXPENSE, códigos de despesa TISS (${tissExpenseCodes.join(', ')}); nos outros, códigos próprios de 1 a 20 letras, dígitos, '.', '-' ou '_'. Regra que o JSON Schema não expressa`,
      }),
    active: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    const problem = itemCodesProblem(body.kind, body.itemCodes);
    if (problem) ctx.addIssue({ code: 'custom', path: ['itemCodes'], message: problem });
  });
export type FinancialItemGroupBody = z.input<typeof financialItemGroupBodySchema>;
export type FinancialItemGroupValues = z.output<typeof financialItemGroupBodySchema>;

export const financialItemGroupListQuerySchema = registryListQuerySchema.extend({
  kind: z.enum(financialItemKinds).optional(),
});
export type FinancialItemGroupListQuery = z.output<typeof financialItemGroupListQuerySchema>;

export const financialItemGroupExportQuerySchema = financialItemGroupListQuerySchema.omit({
  page: true,
  pageSize: true,
  updatedSince: true,
});

const tags = ['billing-settings'];

export const financialItemGroupRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/financial-item-groups',
    summary: 'Grupos de itens financeiros da empresa: busca, ordenação, páginas, updatedSince',
    tags,
    querystring: financialItemGroupListQuerySchema,
    response: registryListResponse(financialItemGroupSchema),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/api/financial-item-groups/export',
    summary: 'Planilha Excel dos grupos de itens financeiros com os mesmos filtros da lista',
    tags,
    querystring: financialItemGroupExportQuerySchema,
    response: z.unknown(),
    fileTypes: XLSX_FILE,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/financial-item-groups/:id',
    summary: 'Um grupo de itens financeiros (também excluído)',
    tags,
    params: registryIdParamsSchema,
    response: financialItemGroupSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/financial-item-groups',
    summary: 'Criar grupo de itens financeiros (despesas TISS 01–08 ou códigos próprios)',
    tags,
    body: financialItemGroupBodySchema,
    response: financialItemGroupSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/financial-item-groups/:id',
    summary: 'Alterar grupo de itens financeiros',
    tags,
    params: registryIdParamsSchema,
    body: financialItemGroupBodySchema,
    response: financialItemGroupSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/financial-item-groups/:id',
    summary: 'Excluir grupo de itens financeiros (exclusão lógica)',
    tags,
    params: registryIdParamsSchema,
    response: financialItemGroupSchema,
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/api/financial-item-groups/:id/restore',
    summary: 'Restaurar grupo de itens financeiros excluído',
    tags,
    params: registryIdParamsSchema,
    response: financialItemGroupSchema,
  }),
} as const;
