import { z } from 'zod';
import { fmt } from '../i18n/format';
import { questionnairesErrorMessages } from '../i18n/screen-texts/questionnaires-errors';
import { defineRoute } from '../route';
import { registryIdParamsSchema } from '../registries/common';
import { formAnswersSchema, formSectionOutSchema } from './form-definition';
import { FORM_HONEYPOT_FIELD, FORM_RESPONSE_BODY_LIMIT } from './forms';

/**
 * Questionnaires (platform.md §2 admin quiz and public /quest/{email}; decision 060): an
 * administrator sends one company's form to a list of e-mail addresses; each address gets a
 * personal link (its own token) that answers the form once. The administrator sees who answered
 * and reminds the rest.
 */

const e = questionnairesErrorMessages;

export const QUESTIONNAIRE_LIMITS = { title: 150, message: 2000, emailsPerRequest: 1000, invitations: 20_000 } as const;
/** A reminder skips an address reminded less than this long ago (decision 060). */
export const QUESTIONNAIRE_REMINDER_GAP_MINUTES = 60;
export const QUESTIONNAIRE_INVITATIONS_PAGE_SIZE = 100;
export const QUESTIONNAIRE_ACCEPTANCES = ['open', 'closed', 'expired'] as const;
export const QUESTIONNAIRE_STATUS_ACTIONS = ['close', 'reopen'] as const;
export const QUESTIONNAIRE_INVITATION_STATES = ['all', 'answered', 'pending'] as const;

const EMAIL_SEPARATORS = /[\s,;]+/;
const singleEmail = z.email();

/**
 * A pasted list of addresses (one per line, or separated by commas, semicolons or spaces):
 * lower-cased, duplicates dropped, every address checked; the invalid ones are named in the message.
 */
export const questionnaireEmailsSchema = z
  .string({ error: e.emailsRequired })
  .max(
    QUESTIONNAIRE_LIMITS.emailsPerRequest * 260,
    fmt(e.tooManyEmails, { max: QUESTIONNAIRE_LIMITS.emailsPerRequest }),
  )
  .transform((text, ctx) => {
    const emails = [
      ...new Set(
        text
          .split(EMAIL_SEPARATORS)
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean),
      ),
    ];
    if (emails.length === 0) {
      ctx.addIssue({ code: 'custom', message: e.emailsRequired });
      return z.NEVER;
    }
    if (emails.length > QUESTIONNAIRE_LIMITS.emailsPerRequest) {
      ctx.addIssue({ code: 'custom', message: fmt(e.tooManyEmails, { max: QUESTIONNAIRE_LIMITS.emailsPerRequest }) });
      return z.NEVER;
    }
    const invalid = emails.filter((email) => email.length > 254 || !singleEmail.safeParse(email).success);
    if (invalid.length > 0) {
      ctx.addIssue({ code: 'custom', message: fmt(e.emailsInvalid, { list: invalid.slice(0, 10).join(', ') }) });
      return z.NEVER;
    }
    return emails;
  })
  .meta({
    description:
      'Endereços de e-mail válidos, um por linha ou separados por vírgula, ponto e vírgula ou espaço: de 1 a 1000, sem repetir (os repetidos contam uma vez).',
    example: 'ana@exemplo.com.br\nbruno@exemplo.com.br',
  });

const closesAtSchema = z.iso
  .datetime({ offset: true, error: e.closesAt })
  .nullable()
  .default(null)
  .meta({ description: 'Prazo para responder; quando informado, deve ser no futuro.' });

export const questionnaireBodySchema = z.object({
  companyId: z.uuid({ error: e.company }),
  formId: z.uuid({ error: e.form }),
  title: z.string({ error: e.title }).trim().min(1, e.title).max(QUESTIONNAIRE_LIMITS.title, e.title),
  message: z
    .string({ error: e.message })
    .trim()
    .max(QUESTIONNAIRE_LIMITS.message, e.message)
    .nullable()
    .default(null)
    .transform((m) => m || null),
  /** When answers stop being accepted (null: until closed). Must be in the future when set. */
  closesAt: closesAtSchema,
  emails: questionnaireEmailsSchema,
});
export type QuestionnaireBody = z.input<typeof questionnaireBodySchema>;
export type QuestionnaireInput = z.output<typeof questionnaireBodySchema>;

/** Changing a questionnaire keeps its company, form and invitations. */
export const questionnaireUpdateBodySchema = questionnaireBodySchema.pick({
  title: true,
  message: true,
  closesAt: true,
});
export type QuestionnaireUpdateBody = z.input<typeof questionnaireUpdateBodySchema>;

export const questionnaireSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  formId: z.uuid(),
  formTitle: z.string(),
  title: z.string(),
  message: z.string().nullable(),
  closesAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  acceptance: z.enum(QUESTIONNAIRE_ACCEPTANCES),
  invited: z.number().int(),
  answered: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;
export const questionnaireListSchema = z.object({ items: z.array(questionnaireSchema) });

export const questionnaireStatusBodySchema = z.object({
  action: z.enum(QUESTIONNAIRE_STATUS_ACTIONS, { error: e.statusAction }),
});

export const questionnaireInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  /** The personal link (the outbox holds the same; administrators only). */
  link: z.string(),
  sentAt: z.string(),
  remindedAt: z.string().nullable(),
  reminderCount: z.number().int(),
  answeredAt: z.string().nullable(),
  responseId: z.uuid().nullable(),
});
export type QuestionnaireInvitation = z.infer<typeof questionnaireInvitationSchema>;

export const questionnaireInvitationsQuerySchema = z.object({
  state: z.enum(QUESTIONNAIRE_INVITATION_STATES).default('all'),
  search: z.string().trim().max(254).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type QuestionnaireInvitationsQuery = z.output<typeof questionnaireInvitationsQuerySchema>;

export const questionnaireInvitationPageSchema = z.object({
  items: z.array(questionnaireInvitationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const questionnaireInviteBodySchema = z.object({ emails: questionnaireEmailsSchema });
/** Addresses already invited to the questionnaire are not invited again. */
export const questionnaireInviteResultSchema = z.object({ added: z.number().int(), skipped: z.array(z.string()) });

/** No ids: every pending invitation not reminded in the last QUESTIONNAIRE_REMINDER_GAP_MINUTES. */
export const questionnaireRemindBodySchema = z.object({
  invitationIds: z
    .array(z.uuid({ error: e.invitationIds }), { error: e.invitationIds })
    .max(1000)
    .optional(),
});
export const questionnaireRemindResultSchema = z.object({ sent: z.number().int(), skipped: z.number().int() });

// ---------------------------------------------------------------- the public page

export const publicQuestParamsSchema = z.object({
  email: z.string({ error: e.linkInvalid }).trim().toLowerCase().min(3, e.linkInvalid).max(254, e.linkInvalid),
});
const token = z.string({ error: e.linkInvalid }).min(20, e.linkInvalid).max(100, e.linkInvalid);
export const publicQuestQuerySchema = z.object({ t: token });

/** What the invited person sees: no ids, no other addresses, no counts. */
export const publicQuestSchema = z.object({
  companyName: z.string(),
  questionnaireTitle: z.string(),
  message: z.string().nullable(),
  email: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  deadline: z.string().nullable(),
  /** Set when this address already answered (the page then says so instead of the questions). */
  answeredAt: z.string().nullable(),
  sections: z.array(formSectionOutSchema),
});
export type PublicQuest = z.infer<typeof publicQuestSchema>;

export const publicQuestResponseBodySchema = z.object({
  token,
  answers: formAnswersSchema,
  [FORM_HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type PublicQuestResponseBody = z.input<typeof publicQuestResponseBodySchema>;

const tags = ['forms'];
const params = registryIdParamsSchema;
const ok = z.object({ ok: z.literal(true) });
const admin = (path: string) => `/api/admin${path}`;

/** /admin/quiz (module admin). */
export const questionnaireRoutes = {
  list: defineRoute({
    method: 'GET',
    path: admin('/questionnaires'),
    summary: 'Questionários, com convidados e respostas',
    tags,
    response: questionnaireListSchema,
  }),
  read: defineRoute({
    method: 'GET',
    path: admin('/questionnaires/:id'),
    summary: 'Um questionário',
    tags,
    params,
    response: questionnaireSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: admin('/questionnaires'),
    summary: 'Criar um questionário e enviar os convites por e-mail',
    tags,
    body: questionnaireBodySchema,
    response: questionnaireSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: admin('/questionnaires/:id'),
    summary: 'Alterar título, mensagem e prazo de um questionário',
    tags,
    params,
    body: questionnaireUpdateBodySchema,
    response: questionnaireSchema,
  }),
  status: defineRoute({
    method: 'POST',
    path: admin('/questionnaires/:id/status'),
    summary: 'Encerrar ou reabrir um questionário',
    tags,
    params,
    body: questionnaireStatusBodySchema,
    response: questionnaireSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: admin('/questionnaires/:id'),
    summary: 'Excluir um questionário (as respostas ficam no formulário)',
    tags,
    params,
    response: ok,
  }),
  invitations: defineRoute({
    method: 'GET',
    path: admin('/questionnaires/:id/invitations'),
    summary: 'Convites de um questionário: quem respondeu e quem falta',
    tags,
    params,
    querystring: questionnaireInvitationsQuerySchema,
    response: questionnaireInvitationPageSchema,
  }),
  invite: defineRoute({
    method: 'POST',
    path: admin('/questionnaires/:id/invitations'),
    summary: 'Convidar mais endereços',
    tags,
    params,
    body: questionnaireInviteBodySchema,
    response: questionnaireInviteResultSchema,
  }),
  remind: defineRoute({
    method: 'POST',
    path: admin('/questionnaires/:id/reminders'),
    summary: 'Lembrar quem ainda não respondeu',
    tags,
    params,
    body: questionnaireRemindBodySchema,
    response: questionnaireRemindResultSchema,
  }),
  removeInvitation: defineRoute({
    method: 'DELETE',
    path: admin('/questionnaire-invitations/:id'),
    summary: 'Remover um convite ainda não respondido',
    tags,
    params,
    response: ok,
  }),
} as const;

/** The invited person's page (platform.md §2 /quest/{email}): no session, the token proves the address. */
export const publicQuestRoutes = {
  read: defineRoute({
    method: 'GET',
    path: '/api/public/quest/:email',
    summary: 'O questionário de um convite (link pessoal)',
    tags,
    params: publicQuestParamsSchema,
    querystring: publicQuestQuerySchema,
    response: publicQuestSchema,
    isPublic: true,
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/api/public/quest/:email/responses',
    summary: 'Responder um questionário pelo link pessoal (uma resposta por endereço)',
    tags,
    params: publicQuestParamsSchema,
    body: publicQuestResponseBodySchema,
    response: ok,
    isPublic: true,
    bodyLimit: FORM_RESPONSE_BODY_LIMIT,
    errorStatuses: [409, 429],
  }),
} as const;
