import type { SessionView } from '@honora/contract';
import { afterLoginPath } from '@honora/domain';
import { toNavigationSession } from '../auth/auth-store';
import { ruleOf } from './route-rules';

/** Where a signed-in session goes from a login-like screen: the kept redirect or its home. */
export function afterAuthPath(redirect: string | null, session: SessionView): string {
  return afterLoginPath(redirect, toNavigationSession(session), ruleOf);
}
