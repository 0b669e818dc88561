import type { Workspace } from '@honora/contract';

/** What the server knows about the signed-in person on each request. */
export interface AuthSession {
  /** SHA-256 of the cookie token (the sessions primary key). */
  id: string;
  userId: string;
  userName: string;
  userEmail: string;
  userSigla: string | null;
  workspace: Workspace;
  companyId: string | null;
  csrfToken: string;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  lastSeenAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthSession | null;
  }
}
