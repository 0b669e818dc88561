import { systemActor, ticketMessages, tickets, withActor } from '@honora/db';
import type { CrossTenantCase } from '../cases';
import type { RegistryArea } from './area';

const SECRET = 'Chamado sigiloso da vítima 5521';
const SECRET_NOTE = 'Nota interna sigilosa 8832';
type Records = { records: Record<string, string> };
const one = (v: Records, tail = '') => `/api/support/tickets/${v.records.ticketId}${tail}`;
const admin = (v: Records, tail = '') => `/api/admin/tickets/${v.records.ticketId}${tail}`;

/**
 * Support tickets (decision 065): another company's user never reads, answers or links to the
 * victim's ticket, event or batch; the admin routes refuse company sessions.
 */
const requesterCases: CrossTenantCase[] = [
  { operation: 'GET /api/support/tickets', method: 'GET', url: () => '/api/support/tickets', refusedWith: [200] },
  { operation: 'GET /api/support/tickets/{id}', method: 'GET', url: (v) => one(v), refusedWith: [404] },
  {
    operation: 'POST /api/support/tickets',
    method: 'POST',
    url: () => '/api/support/tickets',
    body: (v) => ({ subject: 'Do atacante', body: 'Olá', eventId: v.records.eventId, batchId: v.records.batchId }),
    refusedWith: [404],
  },
  {
    operation: 'POST /api/support/tickets/{id}/messages',
    method: 'POST',
    url: (v) => one(v, '/messages'),
    body: () => ({ body: 'Do atacante' }),
    refusedWith: [404],
  },
];

const adminCases: CrossTenantCase[] = [
  { operation: 'GET /api/admin/tickets', method: 'GET', url: () => '/api/admin/tickets', refusedWith: [401] },
  {
    operation: 'GET /api/admin/tickets/assignees',
    method: 'GET',
    url: () => '/api/admin/tickets/assignees',
    refusedWith: [401],
  },
  { operation: 'GET /api/admin/tickets/{id}', method: 'GET', url: (v) => admin(v), refusedWith: [401] },
  {
    operation: 'POST /api/admin/tickets',
    method: 'POST',
    url: () => '/api/admin/tickets',
    body: (v) => ({ requesterEmail: 'x@atacante.dev', subject: 'X', body: 'X', companyId: v.companyId }),
    refusedWith: [401],
  },
  ...(
    [
      ['POST', '/reply', { body: 'X' }],
      ['POST', '/notes', { body: 'X' }],
      ['PUT', '/status', { status: 'solved' }],
      ['PUT', '/assignee', { assigneeId: null }],
      ['PUT', '/links', { companyId: null, userId: null, eventId: null, batchId: null }],
    ] as const
  ).map(([method, tail, body]): CrossTenantCase => ({
    operation: `${method} /api/admin/tickets/{id}${tail}`,
    method,
    url: (v) => admin(v, tail),
    body: () => body,
    refusedWith: [401],
  })),
];

export const ticketArea: RegistryArea = {
  seed: async (db, victim) =>
    withActor(db, systemActor, async (tx) => {
      const [ticket] = await tx
        .insert(tickets)
        .values({
          subject: 'Assunto da vítima',
          channel: 'app',
          requesterName: 'Vítima',
          requesterEmail: victim.userEmail,
          requesterUserId: victim.userId,
          requesterWorkspace: 'CLIENT',
          companyId: victim.companyId,
        })
        .returning({ id: tickets.id });
      await tx.insert(ticketMessages).values([
        {
          ticketId: ticket!.id,
          companyId: victim.companyId,
          authorKind: 'requester',
          authorName: 'Vítima',
          body: SECRET,
        },
        {
          ticketId: ticket!.id,
          companyId: victim.companyId,
          authorKind: 'admin',
          authorName: 'Suporte',
          body: SECRET_NOTE,
          isInternal: true,
        },
      ]);
      return { records: { ticketId: ticket!.id }, secrets: [SECRET, SECRET_NOTE] };
    }),
  cases: [...requesterCases, ...adminCases],
};
