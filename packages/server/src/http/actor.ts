import { BUILD_VERSION } from '@honora/contract';
import type { Actor } from '@honora/db';
import type { AuthSession } from './auth-context';

/** The record-metadata actor of a request: its user, flagged as admin when acting as one. */
export function actorOf(auth: Pick<AuthSession, 'userId' | 'userName' | 'workspace' | 'isSuperAdmin'>): Actor {
  return {
    id: auth.userId,
    name: auth.userName,
    env: 'web',
    isAdmin: auth.workspace === 'ADMIN' || auth.isSuperAdmin,
    version: BUILD_VERSION,
  };
}

/** Actor for writes a person makes before having a session (registration, password reset). */
export function selfActor(user: { id: string; name: string }): Actor {
  return { id: user.id, name: user.name, env: 'web', version: BUILD_VERSION };
}
