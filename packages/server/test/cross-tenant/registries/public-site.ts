import { contactMessages } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const SECRET = 'Mensagem de contato sigilosa 7731';

/**
 * The public site (decision 059): contact messages are platform-level — no company owns them.
 * Company sessions (the attackers) are refused the admin inbox's list and its read mark; the
 * public operations (send a message, the clock, the connection test) read no company's data.
 */
const read = (v: { records: Record<string, string> }) => `/api/admin/contact-messages/${v.records.contactMessage}/read`;

const cases: CrossTenantCase[] = [
  {
    operation: 'GET /api/admin/contact-messages',
    method: 'GET',
    url: () => '/api/admin/contact-messages',
    refusedWith: [401],
  },
  {
    operation: 'PUT /api/admin/contact-messages/{id}/read',
    method: 'PUT',
    url: read,
    body: () => ({ isRead: true }),
    refusedWith: [401],
  },
];

export const publicSiteArea: RegistryArea = {
  seed: async (db) => {
    const [row] = await db
      .insert(contactMessages)
      .values({ name: 'Visitante', email: 'visitante@site.dev', subject: 'Assunto', message: SECRET })
      .returning({ id: contactMessages.id });
    return { records: { contactMessage: row!.id }, secrets: [SECRET] };
  },
  cases,
  tenantNeutral: [
    'POST /api/public/contact',
    'GET /api/public/time',
    'GET /api/public/speed-test',
    'POST /api/public/speed-test',
  ],
};
