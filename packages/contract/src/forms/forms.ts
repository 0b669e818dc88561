import { z } from 'zod';
import { XLSX_FILE } from '../files';
import { messages } from '../i18n';
import { formsErrorMessages } from '../i18n/screen-texts/forms-errors';
import { defineRoute } from '../route';
import { publicOpeningSchema } from '../companies/opening-hours';
import { registryIdParamsSchema, requiredText } from '../registries/common';
import {
  formAnswersSchema,
  formBodySchema,
  formQuestionIdSchema,
  formSectionOutSchema,
  formSlugSchema,
} from './form-definition';

/**
 * The forms' API (platform.md §2 client Forms and FormsResponses, admin Forms, FormsCategories and
 * FormsResponses, public /response/{companyId}/{slug}; decision 057).
 */

const e = formsErrorMessages;
const v = messages.validation;

export const FORM_ACCEPTANCES = ['open', 'unpublished', 'closed', 'expired'] as const;
export const FORM_STATUS_ACTIONS = ['publish', 'unpublish', 'close', 'reopen'] as const;
export type FormStatusAction = (typeof FORM_STATUS_ACTIONS)[number];
export const FORM_CATEGORY_NAME_MAX = 120;
export const FORM_RESPONSES_PAGE_SIZE = 100;
/** The honeypot's name: a field people never see; a filled one marks a robot (decision 057). */
export const FORM_HONEYPOT_FIELD = 'website';
/** The largest response body (decision 057): 100 questions of long text fit with room. */
export const FORM_RESPONSE_BODY_LIMIT = 1_048_576;

export const formSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  categoryId: z.uuid().nullable(),
  categoryName: z.string().nullable(),
  slug: z.string(),
  published: z.boolean(),
  closedAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  responseHourLimit: z.number().int().nullable(),
  /** When the hour limit ends (null without one or before publishing). */
  deadline: z.string().nullable(),
  acceptance: z.enum(FORM_ACCEPTANCES),
  sections: z.array(formSectionOutSchema),
  responseCount: z.number().int(),
  updatedAt: z.string(),
});
export type Form = z.infer<typeof formSchema>;
export const formListSchema = z.object({ items: z.array(formSchema) });

/** The administrators' list: every company's forms with the company's name. */
export const adminFormSchema = formSchema.extend({ companyName: z.string() });
export type AdminForm = z.infer<typeof adminFormSchema>;
export const adminFormListSchema = z.object({ items: z.array(adminFormSchema) });

export const formStatusBodySchema = z.object({ action: z.enum(FORM_STATUS_ACTIONS, { error: e.statusAction }) });

// ---------------------------------------------------------------- categories (platform level)

export const formCategoryBodySchema = z.object({
  name: requiredText(FORM_CATEGORY_NAME_MAX),
  position: z.number({ error: v.required }).int().min(0).max(9999).default(0),
});
export type FormCategoryBody = z.input<typeof formCategoryBodySchema>;
export type FormCategoryInput = z.output<typeof formCategoryBodySchema>;
export const formCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  position: z.number().int(),
  formCount: z.number().int(),
});
export type FormCategory = z.infer<typeof formCategorySchema>;
export const formCategoryListSchema = z.object({ items: z.array(formCategorySchema) });

// ---------------------------------------------------------------- public response

export const publicFormParamsSchema = z.object({
  companyId: z.uuid({ error: e.formNotFound }),
  slug: formSlugSchema,
});

/** What a visitor sees: the form's questions and nothing of the company's internals. */
export const publicFormSchema = z.object({
  companyName: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  deadline: z.string().nullable(),
  sections: z.array(formSectionOutSchema),
  /** The company's opening hours for form responses (decision 064); null when it set none. */
  opening: publicOpeningSchema.nullable(),
});
export type PublicForm = z.infer<typeof publicFormSchema>;

export const formResponseBodySchema = z.object({
  answers: formAnswersSchema,
  [FORM_HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type FormResponseBody = z.input<typeof formResponseBodySchema>;

// ---------------------------------------------------------------- responses

export const formResponseSchema = z.object({
  id: z.uuid(),
  formId: z.uuid(),
  submittedAt: z.string(),
  answers: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  /** The invited address when the response came through a questionnaire's personal link (decision 060). */
  invitedEmail: z.string().nullable(),
});
export type FormResponse = z.infer<typeof formResponseSchema>;

export const formResponsesQuerySchema = z
  .object({
    from: z.iso.date({ error: v.invalidDate }).optional(),
    to: z.iso.date({ error: v.invalidDate }).optional().describe('Não antes de `from`.'),
    page: z.coerce.number({ error: v.invalidId }).int().min(1).max(100_000).default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: e.period });
export type FormResponsesQuery = z.output<typeof formResponsesQuerySchema>;

export const formResponsePageSchema = z.object({
  items: z.array(formResponseSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const formSummarySchema = z.object({
  total: z.number().int(),
  questions: z.array(
    z.object({
      questionId: formQuestionIdSchema,
      kind: z.enum(['choice', 'number', 'text']),
      answered: z.number().int(),
      counts: z.array(z.object({ value: z.string(), count: z.number().int() })).optional(),
      average: z.number().nullable().optional(),
      min: z.number().nullable().optional(),
      max: z.number().nullable().optional(),
    }),
  ),
});
export type FormSummary = z.infer<typeof formSummarySchema>;

const tags = ['forms'];
const params = registryIdParamsSchema;
const ok = z.object({ ok: z.literal(true) });

/** The company's forms and their responses (module forms). */
export const formRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/forms',
    summary: 'Formulários da empresa',
    tags,
    response: formListSchema,
  }),
  read: defineRoute({
    method: 'GET',
    path: '/api/forms/:id',
    summary: 'Um formulário',
    tags,
    params,
    response: formSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/forms',
    summary: 'Criar um formulário (rascunho)',
    tags,
    body: formBodySchema,
    response: formSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/forms/:id',
    summary: 'Alterar um formulário (mudar o endereço de um publicado pede confirmação)',
    tags,
    params,
    body: formBodySchema,
    response: formSchema,
  }),
  status: defineRoute({
    method: 'POST',
    path: '/api/forms/:id/status',
    summary: 'Publicar, despublicar, encerrar ou reabrir um formulário',
    tags,
    params,
    body: formStatusBodySchema,
    response: formSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/forms/:id',
    summary: 'Excluir um formulário',
    tags,
    params,
    response: ok,
  }),
  categories: defineRoute({
    method: 'GET',
    path: '/api/form-categories',
    summary: 'Categorias de formulários',
    tags,
    response: formCategoryListSchema,
  }),
  responses: defineRoute({
    method: 'GET',
    path: '/api/forms/:id/responses',
    summary: 'Respostas de um formulário, por período, em páginas de 100',
    tags,
    params,
    querystring: formResponsesQuerySchema,
    response: formResponsePageSchema,
  }),
  response: defineRoute({
    method: 'GET',
    path: '/api/form-responses/:id',
    summary: 'Uma resposta',
    tags,
    params,
    response: formResponseSchema,
  }),
  summary: defineRoute({
    method: 'GET',
    path: '/api/forms/:id/summary',
    summary: 'Resumo das respostas por pergunta',
    tags,
    params,
    querystring: formResponsesQuerySchema,
    response: formSummarySchema,
  }),
  xlsx: defineRoute({
    method: 'GET',
    path: '/api/forms/:id/responses.xlsx',
    summary: 'Respostas em Excel (uma linha por resposta, uma coluna por pergunta)',
    tags,
    params,
    querystring: formResponsesQuerySchema,
    response: z.unknown(),
    fileTypes: XLSX_FILE,
  }),
} as const;

const admin = (path: string) => `/api/admin${path}`;

/** /admin/Forms, /admin/FormsCategories and /admin/FormsResponses (module admin). */
export const adminFormRoutes = {
  list: defineRoute({
    method: 'GET',
    path: admin('/forms'),
    summary: 'Formulários de todas as empresas',
    tags,
    response: adminFormListSchema,
  }),
  status: defineRoute({
    method: 'POST',
    path: admin('/forms/:id/status'),
    summary: 'Publicar, despublicar, encerrar ou reabrir o formulário de uma empresa',
    tags,
    params,
    body: formStatusBodySchema,
    response: adminFormSchema,
  }),
  responses: defineRoute({
    method: 'GET',
    path: admin('/forms/:id/responses'),
    summary: 'Respostas de um formulário de qualquer empresa',
    tags,
    params,
    querystring: formResponsesQuerySchema,
    response: formResponsePageSchema,
  }),
  summary: defineRoute({
    method: 'GET',
    path: admin('/forms/:id/summary'),
    summary: 'Resumo das respostas de um formulário de qualquer empresa',
    tags,
    params,
    querystring: formResponsesQuerySchema,
    response: formSummarySchema,
  }),
  xlsx: defineRoute({
    method: 'GET',
    path: admin('/forms/:id/responses.xlsx'),
    summary: 'Respostas de um formulário de qualquer empresa em Excel',
    tags,
    params,
    querystring: formResponsesQuerySchema,
    response: z.unknown(),
    fileTypes: XLSX_FILE,
  }),
  categories: defineRoute({
    method: 'GET',
    path: admin('/form-categories'),
    summary: 'Categorias de formulários, com o número de formulários',
    tags,
    response: formCategoryListSchema,
  }),
  createCategory: defineRoute({
    method: 'POST',
    path: admin('/form-categories'),
    summary: 'Cadastrar uma categoria de formulários',
    tags,
    body: formCategoryBodySchema,
    response: formCategorySchema,
  }),
  updateCategory: defineRoute({
    method: 'PUT',
    path: admin('/form-categories/:id'),
    summary: 'Alterar uma categoria de formulários',
    tags,
    params,
    body: formCategoryBodySchema,
    response: formCategorySchema,
  }),
  removeCategory: defineRoute({
    method: 'DELETE',
    path: admin('/form-categories/:id'),
    summary: 'Excluir uma categoria de formulários sem formulários',
    tags,
    params,
    response: ok,
  }),
} as const;

/** The public response (platform.md §2 /response/{companyId}/{slug}): no session. */
export const publicFormRoutes = {
  read: defineRoute({
    method: 'GET',
    path: '/api/public/forms/:companyId/:slug',
    summary: 'Um formulário publicado, para responder sem login',
    tags,
    params: publicFormParamsSchema,
    response: publicFormSchema,
    isPublic: true,
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/api/public/forms/:companyId/:slug/responses',
    summary: 'Enviar uma resposta sem login (limite por endereço IP)',
    tags,
    params: publicFormParamsSchema,
    body: formResponseBodySchema,
    response: ok,
    isPublic: true,
    bodyLimit: FORM_RESPONSE_BODY_LIMIT,
    errorStatuses: [409, 429],
  }),
} as const;

export * from './form-definition';
