import { z } from 'zod';
import { fmt } from '../i18n/format';
import { contactScreenMessages } from '../i18n/screen-texts/contact';
import { defineRoute } from '../route';
import { registryIdParamsSchema } from '../registries/common';

/** Imported from the screen's texts directly: in the web the catalog mounts them empty (decision 029). */
const e = contactScreenMessages.errors;

/** The contact form's limits (platform.md §2 /contact; decision 059). */
export const CONTACT_LIMITS = { name: 120, email: 254, phone: 30, subject: 150, message: 5000, website: 200 } as const;
/** Contact messages one IP may send in the sign-in throttling window (AUTH_RATE_LIMIT_WINDOW_MINUTES). */
export const CONTACT_PER_IP = 5;
/** Bytes of the connection test's download and largest upload (/test3; decision 059). */
export const SPEED_TEST_BYTES = 256 * 1024;
/** A page of the admin's contact messages. */
export const CONTACT_PAGE_SIZE = 20;

const PHONE_PATTERN = /^[0-9()+\-\s]*$/;
const digitsOf = (s: string) => s.replace(/\D/g, '').length;

const text = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, message);

/**
 * A visitor's message (platform.md §2 /contact): name, e-mail, an optional phone, subject and a
 * message of up to 5,000 characters. `website` is the honeypot: hidden from people, a robot
 * fills it; the server then answers as usual and keeps nothing.
 */
export const contactBodySchema = z.object({
  name: text(e.name, CONTACT_LIMITS.name).meta({ example: 'Maria Souza' }),
  email: z
    .string({ error: e.email })
    .trim()
    .min(1, e.email)
    .max(CONTACT_LIMITS.email, e.email)
    .pipe(z.email({ error: e.email }))
    .transform((email) => email.toLowerCase())
    .meta({ example: 'maria@exemplo.com.br' }),
  phone: z
    .string({ error: e.phone })
    .trim()
    .max(CONTACT_LIMITS.phone, e.phone)
    .regex(PHONE_PATTERN, e.phone)
    .refine((s) => s === '' || (digitsOf(s) >= 8 && digitsOf(s) <= 20), e.phone)
    .nullish()
    .transform((s) => s || null)
    .meta({ example: '(11) 98765-4321' }),
  subject: text(e.subject, CONTACT_LIMITS.subject).meta({ example: 'Quero conhecer o Honora' }),
  message: text(fmt(e.message, { max: CONTACT_LIMITS.message }), CONTACT_LIMITS.message),
  website: z
    .string()
    .max(CONTACT_LIMITS.website)
    .optional()
    .meta({ description: 'Armadilha para robôs: deve ficar vazio' }),
});
export type ContactBody = z.input<typeof contactBodySchema>;
export type ContactInput = z.output<typeof contactBodySchema>;

export const contactMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  readByName: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactListQuerySchema = z.object({
  unreadOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(CONTACT_PAGE_SIZE),
});

export const contactListSchema = z.object({
  items: z.array(contactMessageSchema),
  total: z.number().int(),
  unread: z.number().int(),
});
export type ContactList = z.infer<typeof contactListSchema>;

export const contactReadBodySchema = z.object({ isRead: z.boolean() });

/** The server's clock (/test's clock offset). */
export const serverTimeSchema = z.object({ serverTime: z.iso.datetime(), epochMs: z.number().int() });

export const speedUploadBodySchema = z.object({
  payload: z.string().max(SPEED_TEST_BYTES).meta({ description: 'Texto qualquer, até 256 KiB' }),
});

/** The public site (platform.md §2 /contact, /test, /test3; decision 059): no session. */
export const publicSiteRoutes = {
  contact: defineRoute({
    method: 'POST',
    path: '/api/public/contact',
    summary: 'Enviar uma mensagem de contato (visitante, sem sessão; limitado por IP)',
    tags: ['public'],
    body: contactBodySchema,
    response: z.object({ ok: z.literal(true) }),
    isPublic: true,
    isThrottled: true,
  }),
  time: defineRoute({
    method: 'GET',
    path: '/api/public/time',
    summary: 'Hora do servidor (diagnóstico do relógio em /test)',
    tags: ['public'],
    response: serverTimeSchema,
    isPublic: true,
  }),
  speedDownload: defineRoute({
    method: 'GET',
    path: '/api/public/speed-test',
    summary: 'Carga fixa de 256 KiB para medir o download (/test3)',
    tags: ['public'],
    response: z.object({ payload: z.string() }),
    isPublic: true,
  }),
  speedUpload: defineRoute({
    method: 'POST',
    path: '/api/public/speed-test',
    summary: 'Recebe até 256 KiB e devolve o tamanho, para medir o upload (/test3); nada é guardado',
    tags: ['public'],
    body: speedUploadBodySchema,
    response: z.object({ bytes: z.number().int() }),
    isPublic: true,
  }),
} as const;

/** The contact messages in /admin/inbox: administrators of the admin workspace (module admin). */
export const adminContactRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/contact-messages',
    summary: 'Mensagens de contato, da mais recente à mais antiga — administradores',
    tags: ['admin'],
    querystring: contactListQuerySchema,
    response: contactListSchema,
  }),
  markRead: defineRoute({
    method: 'PUT',
    path: '/api/admin/contact-messages/:id/read',
    summary: 'Marcar uma mensagem de contato como lida ou não lida — administradores',
    tags: ['admin'],
    params: registryIdParamsSchema,
    body: contactReadBodySchema,
    response: contactMessageSchema,
  }),
} as const;
